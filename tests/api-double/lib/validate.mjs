// @ts-check
// FastAPI/pydantic-shaped validation: every problem becomes one item of a 422 `detail` list.
import { HttpError } from './util.mjs'

/**
 * @typedef {{
 *   type: 'string' | 'number' | 'integer' | 'boolean',
 *   required?: boolean, nullable?: boolean, min?: number, max?: number,
 *   email?: boolean, password?: boolean, oneOf?: readonly string[], ge?: number, le?: number,
 * }} FieldRule
 * @typedef {{ loc: (string|number)[], msg: string, type: string, input?: unknown, ctx?: Record<string, unknown> }} ErrorItem
 */

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PASSWORD_RE = /^[A-Za-z0-9]{8,20}$/

/**
 * @param {unknown} value @param {FieldRule} rule @param {(string|number)[]} loc
 * @returns {ErrorItem[]}
 */
function check(value, rule, loc) {
  if (value === undefined || (value === null && !rule.nullable)) {
    if (value === undefined && !rule.required) return []
    if (value === null && !rule.required) return []
    return [{ loc, msg: 'Field required', type: 'missing' }]
  }
  if (value === null) return []
  switch (rule.type) {
    case 'string': {
      if (typeof value !== 'string')
        return [{ loc, msg: 'Input should be a valid string', type: 'string_type', input: value }]
      if (rule.min !== undefined && value.length < rule.min)
        return [
          {
            loc,
            msg: `String should have at least ${rule.min} character${rule.min === 1 ? '' : 's'}`,
            type: 'string_too_short',
            input: value,
            ctx: { min_length: rule.min },
          },
        ]
      if (rule.max !== undefined && value.length > rule.max)
        return [
          {
            loc,
            msg: `String should have at most ${rule.max} characters`,
            type: 'string_too_long',
            input: value.slice(0, 40),
            ctx: { max_length: rule.max },
          },
        ]
      if (rule.email && !EMAIL_RE.test(value))
        return [
          {
            loc,
            msg: 'value is not a valid email address: An email address must have an @-sign.',
            type: 'value_error',
            input: value,
          },
        ]
      if (rule.password && !PASSWORD_RE.test(value))
        return [
          {
            loc,
            msg: 'Value error, Password must be 8 to 20 characters long and contain only letters and digits',
            type: 'value_error',
          },
        ]
      if (rule.oneOf && !rule.oneOf.includes(value))
        return [
          {
            loc,
            msg: `Input should be ${rule.oneOf.map((v) => `'${v}'`).join(', ')}`,
            type: 'enum',
            input: value,
            ctx: { expected: rule.oneOf.join(', ') },
          },
        ]
      return []
    }
    case 'number':
    case 'integer': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      if (typeof n !== 'number' || !Number.isFinite(n))
        return [
          {
            loc,
            msg:
              rule.type === 'integer'
                ? 'Input should be a valid integer'
                : 'Input should be a valid number',
            type: rule.type === 'integer' ? 'int_parsing' : 'float_parsing',
            input: value,
          },
        ]
      if (rule.type === 'integer' && !Number.isInteger(n))
        return [
          { loc, msg: 'Input should be a valid integer', type: 'int_from_float', input: value },
        ]
      if (rule.ge !== undefined && n < rule.ge) return outOfBound(value, 'ge', rule.ge, loc)
      if (rule.le !== undefined && n > rule.le) return outOfBound(value, 'le', rule.le, loc)
      return []
    }
    case 'boolean': {
      if (typeof value === 'boolean') return []
      if (typeof value === 'string' && ['true', 'false', '1', '0'].includes(value.toLowerCase()))
        return []
      return [{ loc, msg: 'Input should be a valid boolean', type: 'bool_parsing', input: value }]
    }
  }
  return []
}

/** pydantic's words for a number beyond a bound. */
const BOUNDS = {
  ge: ['greater than or equal to', 'greater_than_equal'],
  le: ['less than or equal to', 'less_than_equal'],
}

/**
 * The error of a number below `ge` or above `le`, as pydantic words it.
 * @param {unknown} value @param {keyof typeof BOUNDS} bound @param {number} limit
 * @param {(string|number)[]} loc
 * @returns {ErrorItem[]}
 */
function outOfBound(value, bound, limit, loc) {
  const [words, type] = BOUNDS[bound]
  return [
    { loc, msg: `Input should be ${words} ${limit}`, type, input: value, ctx: { [bound]: limit } },
  ]
}

/**
 * Validate a JSON body; throws a 422 HttpError listing every problem.
 * @param {unknown} body @param {Record<string, FieldRule>} rules
 * @param {(b: Record<string, unknown>) => ErrorItem[]} [extra] cross-field checks, run when fields are fine
 * @returns {Record<string, any>}
 */
export function validateBody(body, rules, extra) {
  if (body === undefined)
    throw new HttpError(422, [{ loc: ['body'], msg: 'Field required', type: 'missing' }])
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(422, [
      {
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        type: 'model_attributes_type',
        input: body,
      },
    ])
  const b = /** @type {Record<string, unknown>} */ (body)
  /** @type {ErrorItem[]} */
  const errors = []
  for (const [name, rule] of Object.entries(rules))
    errors.push(...check(b[name], rule, ['body', name]))
  if (!errors.length && extra) errors.push(...extra(b))
  if (errors.length) throw new HttpError(422, errors)
  return b
}

/**
 * Validate query parameters; throws a 422 HttpError.
 * @param {Record<string, unknown>} q @param {Record<string, FieldRule>} rules
 */
export function validateQuery(q, rules) {
  /** @type {ErrorItem[]} */
  const errors = []
  for (const [name, rule] of Object.entries(rules)) {
    const v = Array.isArray(q[name]) ? /** @type {unknown[]} */ (q[name]).at(-1) : q[name]
    errors.push(...check(v, rule, ['query', name]))
  }
  if (errors.length) throw new HttpError(422, errors)
}

/**
 * `page` (1) and `size` (50, at most 1,000) of a paged call, and `one(name)`: the last value of
 * a query parameter.
 * @param {Record<string, string | string[]>} query
 */
export function pageParams(query) {
  validateQuery(query, {
    page: { type: 'integer', ge: 1 },
    size: { type: 'integer', ge: 1, le: 1000 },
  })
  const one = (/** @type {string} */ k) => {
    const v = query[k]
    return Array.isArray(v) ? v.at(-1) : v
  }
  return { page: Number(one('page') ?? 1), size: Number(one('size') ?? 50), one }
}
