import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { similarPayload } from '@/api/similar'
import { toQueryString } from '@/lib/query-string'
import { advancedSearchSchema, similarSearchSchema } from './search-page-params'
import {
  changeLink,
  clampK,
  kDigits,
  pageRange,
  resultsLink,
  type SearchFormValues,
  similarPageView,
  splitSceneDescription,
} from './search-query'
import { similarRequest } from './similar-request'

const form = (over: Partial<SearchFormValues> = {}): SearchFormValues => ({
  mode: 'videos',
  description: 'students on stage',
  kValue: '10',
  searchMethod: 'hybrid',
  searchScope: 'all',
  ...over,
})

describe('Top K input', () => {
  it('keeps digits only', () => {
    expect(kDigits('1a2-3')).toBe('123')
    expect(kDigits('１２')).toBe('')
    expect(kDigits('e5')).toBe('5')
  })
  it.each([
    ['', 1],
    ['0', 1],
    ['000', 1],
    ['7', 7],
    ['999', 999],
    ['1000', 999],
    ['abc', 1],
  ])('clamps %j to %d on blur', (raw, expected) => {
    expect(clampK(raw)).toBe(expected)
  })
  it('always ends in 1..999', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const k = clampK(raw)
        expect(Number.isInteger(k) && k >= 1 && k <= 999).toBe(true)
      }),
    )
  })
})

describe('results link from the form', () => {
  it('a plain video search carries the form and starts at page 1', () => {
    expect(resultsLink(form({ kValue: '25', searchMethod: 'sparse' }), undefined)).toEqual({
      params: { videoId: undefined },
      search: {
        video: undefined,
        mode: 'videos',
        sceneIndex: undefined,
        searchScope: 'all',
        kValue: 25,
        description: 'students on stage',
        searchMethod: 'sparse',
        page: 1,
      },
    })
  })
  it('a scene search from a scene keeps the source and the scope', () => {
    const link = resultsLink(form({ mode: 'scenes', searchScope: 'current' }), {
      videoId: 'v1',
      sceneIndex: 2,
    })
    expect(link.params).toEqual({ videoId: 'v1' })
    expect(link.search).toMatchObject({
      video: true,
      mode: 'scenes',
      sceneIndex: 2,
      searchScope: 'current',
    })
  })
  it('clamps Top K and trims the text', () => {
    expect(
      resultsLink(form({ kValue: '', description: '  cats  ' }), undefined).search,
    ).toMatchObject({
      kValue: 1,
      description: 'cats',
    })
  })
  it('survives the URL: the route schema reads back what the form built', () => {
    const link = resultsLink(form({ mode: 'scenes', description: '港 & 100% "fun"?' }), undefined)
    expect(v.parse(similarSearchSchema, link.search)).toEqual(link.search)
  })
  it('Change goes back with everything but the page', () => {
    const search = v.parse(similarSearchSchema, {
      description: 'x',
      page: 3,
      kValue: 5,
      video: true,
    })
    const back = changeLink('v1', search)
    expect(back.params).toEqual({ videoId: 'v1' })
    expect(back.search).not.toHaveProperty('page')
    expect(v.parse(advancedSearchSchema, back.search)).toMatchObject({
      description: 'x',
      kValue: 5,
      video: true,
    })
  })
})

describe('API request for a results URL', () => {
  const parse = (raw: Record<string, unknown>) => v.parse(similarSearchSchema, raw)

  it('has nothing to ask without text', () => {
    expect(similarRequest(undefined, parse({}))).toBeUndefined()
    expect(similarRequest(undefined, parse({ description: '   ' }))).toBeUndefined()
  })
  it('a plain video search', () => {
    const request = similarRequest(undefined, parse({ description: 'cats', kValue: 7, page: 2 }))
    expect(request).toEqual({
      endpoint: 'find-similar-videos',
      query: {
        page: 2,
        description: 'cats',
        kValue: 7,
        searchMethod: 'hybrid',
        video: false,
        videoId: undefined,
        sceneIndex: undefined,
        searchScope: undefined,
      },
    })
    // The wire names are api/'s business (similarPayload); this is the call that goes out.
    expect(toQueryString(similarPayload(request!))).toBe(
      '?page=2&size=50&description=cats&k_value=7&search_method=hybrid&video=false',
    )
  })
  it('a similar video search names the source', () => {
    expect(
      similarRequest('v1', parse({ description: 'summary', video: true }))?.query,
    ).toMatchObject({
      video: true,
      videoId: 'v1',
      sceneIndex: undefined,
      searchScope: undefined,
    })
  })
  it('a similar scene search names the scene and the scope', () => {
    const request = similarRequest(
      'v1',
      parse({
        description: 'a scene',
        sceneIndex: 3,
        searchScope: 'current',
        searchMethod: 'dense',
      }),
    )
    expect(request).toMatchObject({
      endpoint: 'find-similar-scenes',
      query: {
        video: true,
        videoId: 'v1',
        sceneIndex: 3,
        searchScope: 'current',
        searchMethod: 'dense',
      },
    })
  })
  it('the Scenes tab searches all scenes; "this video" needs a video', () => {
    const request = similarRequest(
      undefined,
      parse({ description: 'x', mode: 'scenes', searchScope: 'current' }),
    )
    expect(request).toMatchObject({
      endpoint: 'find-similar-scenes',
      query: { searchScope: 'all', video: false },
    })
  })
  it('URI-encodes the text', () => {
    const request = similarRequest(undefined, parse({ description: 'a&b=c 港' }))
    expect(toQueryString(similarPayload(request!))).toContain('description=a%26b%3Dc%20%E6%B8%AF')
  })
  it('any URL gives a valid request or none', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'description',
            'kValue',
            'page',
            'sceneIndex',
            'mode',
            'searchScope',
            'searchMethod',
            'video',
          ),
          fc.oneof(fc.string(), fc.integer(), fc.boolean()),
        ),
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        (raw, videoId) => {
          const request = similarRequest(videoId, parse(raw))
          if (!request) return
          expect(request.query.description.trim()).not.toBe('')
          expect(request.query.kValue).toBeGreaterThanOrEqual(1)
          expect(request.query.kValue).toBeLessThanOrEqual(999)
          if (request.query.searchScope === 'current') expect(request.query.videoId).toBe(videoId)
          if (request.query.sceneIndex !== undefined)
            expect(request.endpoint).toBe('find-similar-scenes')
        },
      ),
    )
  })
})

describe('scene card text', () => {
  it('cuts at 60 characters, counting code points, not bytes or UTF-16 units', () => {
    // 𝒳 is one character in two UTF-16 units: the title's 60 characters are 69 units.
    const text = `${'a'.repeat(50)} ${'𝒳'.repeat(9)} tail`
    const { title, body } = splitSceneDescription(text)
    expect(title).toBe(`${'a'.repeat(50)} ${'𝒳'.repeat(9)}…`)
    expect(body).toBe('…tail')
  })
  it('cuts between words and marks the cut with an ellipsis on both sides', () => {
    const text = 'A presenter introduces the spring product campaign in a bright studio'
    expect(splitSceneDescription(text)).toEqual({
      title: 'A presenter introduces the spring product campaign in a…',
      body: '…bright studio',
    })
  })
  it('cuts a first word longer than 60 characters after its 60th', () => {
    expect(splitSceneDescription(`${'z'.repeat(64)} end`)).toEqual({
      title: `${'z'.repeat(60)}…`,
      body: '…zzzz end',
    })
  })
  it('a short description is all title, with no ellipsis', () => {
    expect(splitSceneDescription('A short scene.')).toEqual({ title: 'A short scene.', body: '' })
    // Exactly 60 characters, or only spaces after them: nothing was cut.
    expect(splitSceneDescription(`${'b'.repeat(60)}   `)).toEqual({
      title: 'b'.repeat(60),
      body: '',
    })
  })
})

describe('page range', () => {
  it('says "a - b of total" and where the ends are', () => {
    const items = (n: number) => Array.from({ length: n })
    expect(pageRange({ page: 1, size: 50, total: 120, items: items(50) as never })).toEqual({
      from: 1,
      to: 50,
      total: 120,
      hasPrevious: false,
      hasNext: true,
    })
    expect(pageRange({ page: 3, size: 50, total: 120, items: items(20) as never })).toEqual({
      from: 101,
      to: 120,
      total: 120,
      hasPrevious: true,
      hasNext: false,
    })
  })
})

describe('a page of similar results as shown', () => {
  const item = (status: string) => ({ status })

  it('leaves out items not yet completed but keeps the server\'s "a - b of total"', () => {
    const items = ['completed', 'in_progress', 'completed', 'failed', 'queued', ''].map(item)
    const view = similarPageView({ page: 2, size: 6, total: 14, items })
    expect(view.shown).toEqual([item('completed'), item('completed')])
    expect(view.hidden).toBe(4)
    expect(view.range).toEqual({ from: 7, to: 12, total: 14, hasPrevious: true, hasNext: true })
  })

  it('keeps the pager when every item of a page is left out', () => {
    const view = similarPageView({ page: 1, size: 3, total: 5, items: [item('in_progress')] })
    expect(view.shown).toEqual([])
    expect(view.hidden).toBe(1)
    expect(view.range).toMatchObject({ from: 1, to: 1, total: 5, hasNext: true })
  })

  it('hides nothing on a page of completed items', () => {
    const items = [item('completed'), item('completed')]
    expect(similarPageView({ page: 1, size: 50, total: 2, items })).toMatchObject({
      shown: items,
      hidden: 0,
      range: { from: 1, to: 2, total: 2, hasPrevious: false, hasNext: false },
    })
  })
})
