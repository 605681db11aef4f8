import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { anyQuery } from '@/test/arbitraries'
import { advancedSearchSchema, resultMode, similarSearchSchema } from './search-page-params'

const KEYS = ['page', 'kValue', 'searchMethod', 'searchScope', 'sceneIndex', 'description', 'video']

describe('search schemas', () => {
  it('repair any input to a valid state, never throwing', () => {
    fc.assert(
      fc.property(anyQuery(KEYS), (raw) => {
        expect(v.safeParse(advancedSearchSchema, raw).success).toBe(true)
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
      }),
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
})

describe('mode', () => {
  it('a scene index means scenes only together with a video', () => {
    expect(resultMode('v1', { mode: 'videos', sceneIndex: 0 })).toBe('scenes')
    expect(resultMode(undefined, { mode: 'videos', sceneIndex: 0 })).toBe('videos')
    expect(resultMode(undefined, { mode: 'scenes', sceneIndex: undefined })).toBe('scenes')
  })
})
