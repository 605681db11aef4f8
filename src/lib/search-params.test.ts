import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { anyQueryValue } from '@/test/arbitraries'
import {
  choiceParam,
  flagParam,
  intParam,
  isSafeReturnPath,
  optionalIndex,
  textParam,
} from './search-params'

describe('search-param building blocks', () => {
  it('repair any value to a valid one, never throwing', () => {
    const schema = v.object({
      int: intParam(1, 999, 10),
      index: optionalIndex,
      text: textParam(5),
      choice: choiceParam(['a', 'b'], 'a'),
      flag: flagParam,
    })
    fc.assert(
      fc.property(
        anyQueryValue,
        anyQueryValue,
        anyQueryValue,
        anyQueryValue,
        anyQueryValue,
        (int, index, text, choice, flag) => {
          const out = v.parse(schema, { int, index, text, choice, flag })
          expect(Number.isInteger(out.int) && out.int >= 1 && out.int <= 999).toBe(true)
          if (out.index !== undefined)
            expect(Number.isInteger(out.index) && out.index >= 0).toBe(true)
          if (out.text !== undefined) expect([...out.text].length).toBeLessThanOrEqual(5)
          expect(['a', 'b']).toContain(out.choice)
          if (out.flag !== undefined) expect(typeof out.flag).toBe('boolean')
        },
      ),
    )
  })

  it('fall back to the default for a missing or bad value', () => {
    expect(v.parse(intParam(1, 999, 10), 'abc')).toBe(10)
    expect(v.parse(intParam(1, 999, 10), undefined)).toBe(10)
    expect(
      v.parse(
        choiceParam(['x', 'Y'], 'x', (s) => s.toUpperCase()),
        'y',
      ),
    ).toBe('Y')
  })
})

describe('isSafeReturnPath', () => {
  it.each(['/video', '/video-detail/1?sceneIndex=2', '/advanced-search?description=a%20b'])(
    'accepts %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true)
    },
  )
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'video',
    '/\u0000x',
  ])('refuses %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(false)
  })
})
