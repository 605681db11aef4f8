import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { profileSchema } from '../features/profile/searchParams'
import { advancedSearchSchema, similarSearchSchema } from '../features/search/searchParams'
import { videoListSchema } from '../features/videos/searchParams'
import { isSafeReturnPath } from './search-params'

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)

describe('search-param schemas', () => {
  it('repair any input to a valid state, never throwing', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'page',
            'searchValue',
            'kValue',
            'searchMethod',
            'searchScope',
            'sceneIndex',
            'description',
            'video',
            'type',
            'x',
          ),
          anyValue,
        ),
        (raw) => {
          for (const schema of [
            similarSearchSchema,
            advancedSearchSchema,
            videoListSchema,
            profileSchema,
          ]) {
            const result = v.safeParse(schema, raw)
            expect(result.success).toBe(true)
          }
          const out = v.parse(similarSearchSchema, raw)
          expect(out.page).toBeGreaterThanOrEqual(1)
          expect(out.kValue).toBeGreaterThanOrEqual(1)
          expect(out.kValue).toBeLessThanOrEqual(999)
          expect(['hybrid', 'dense', 'sparse']).toContain(out.searchMethod)
          expect(['all', 'current']).toContain(out.searchScope)
          if (out.sceneIndex !== undefined)
            expect(Number.isInteger(out.sceneIndex) && out.sceneIndex >= 0).toBe(true)
          if (out.description !== undefined)
            expect([...out.description].length).toBeLessThanOrEqual(1024)
        },
      ),
    )
  })

  it('repairs the garbage URL of the issue to defaults', () => {
    expect(
      v.parse(similarSearchSchema, { kValue: 'abc', searchMethod: 'nope', page: -3 }),
    ).toMatchObject({
      kValue: 10,
      searchMethod: 'hybrid',
      searchScope: 'all',
      page: 1,
    })
  })

  it('keeps valid values, reading numbers given as text', () => {
    expect(
      v.parse(similarSearchSchema, {
        kValue: '25',
        page: 3,
        sceneIndex: '2',
        video: 'true',
        searchScope: 'current',
        searchMethod: 'sparse',
        description: 123,
      }),
    ).toMatchObject({
      kValue: 25,
      page: 3,
      sceneIndex: 2,
      video: true,
      searchScope: 'current',
      searchMethod: 'sparse',
      description: '123',
    })
  })

  it('upper-cases the profile section and falls back to ACCOUNT', () => {
    expect(v.parse(profileSchema, { type: 'change_email' }).type).toBe('CHANGE_EMAIL')
    expect(v.parse(profileSchema, { type: 'nonsense' }).type).toBe('ACCOUNT')
    expect(v.parse(profileSchema, {}).type).toBe('ACCOUNT')
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
