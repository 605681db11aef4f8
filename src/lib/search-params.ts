import * as v from 'valibot'
import { CARRIED_PARAM_MAX, MOMENT_SECONDS_MAX, SCENE_INDEX_MAX } from '@/config/limits'

/**
 * Building blocks for every route's `validateSearch` (docs/product.md §2 queries). Each one repairs a bad
 * or hand-edited value to its default instead of failing, so no URL ever shows an error page.
 * The router JSON-parses query values first: `?page=2` arrives as 2, `?page=abc` as "abc".
 */

const toInteger = (value: string | number): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined
}

/** An integer in [min, max]; anything else becomes `fallback`. */
export const intParam = (min: number, max: number, fallback: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(toInteger),
        v.number(),
        v.minValue(min),
        v.maxValue(max),
      ),
      fallback,
    ),
    fallback,
  )

/** An optional integer ≥ 0 (a scene index); anything else is dropped. */
export const optionalIndex = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(toInteger),
      v.number(),
      v.minValue(0),
      v.maxValue(SCENE_INDEX_MAX),
    ),
  ),
  undefined,
)

/**
 * An optional moment in seconds (`t=40`), whole seconds from 0; a fraction is rounded down and
 * anything else (negative, not a number, past the longest time shown) is dropped.
 */
export const optionalSeconds = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform((value) => {
        const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
        return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : NaN
      }),
      v.number(),
      v.minValue(0),
      v.maxValue(MOMENT_SECONDS_MAX),
    ),
  ),
  undefined,
)

/** Free text, cut to `max` characters; numbers (parsed from the URL) become text again. */
export const textParam = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number(), v.boolean()]),
        v.transform((value) => [...String(value)].slice(0, max).join('')),
      ),
    ),
    undefined,
  )

/** One of a fixed set, compared case-sensitively unless `normalise` says otherwise. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(
  options: T,
  fallback: T[number],
  normalise: (value: string) => string = (value) => value,
) =>
  v.fallback(
    v.optional(v.pipe(v.string(), v.transform(normalise), v.picklist(options)), fallback),
    fallback,
  )

/** A boolean that may arrive as true/"true"/false/"false"; anything else is dropped. */
export const flagParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  undefined,
)

/**
 * Where to return after sign-in (docs/decisions.md: a shared deep link survives sign-in). Only a path
 * of this app: it starts with one "/" and names no other origin.
 */
export const returnPathParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => isSafeReturnPath(value)),
    ),
  ),
  undefined,
)

export function isSafeReturnPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return false
  try {
    return new URL(value, 'http://app.invalid').origin === 'http://app.invalid'
  } catch {
    return false
  }
}

/**
 * The whitelisted query parameter carried through guard redirects (docs/product.md §2; its real name is
 * not shown, docs/decisions.md: one named constant).
 */
export const CARRIED_PARAM = 'ref' as const
export const carriedParam = textParam(CARRIED_PARAM_MAX)
