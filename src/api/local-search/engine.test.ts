import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimilarPageSchema } from '@/api/similar'
import { ALICE, engineWith, ids, LIBRARY, query, video } from '@/test/local-search-library'

afterEach(() => vi.useRealTimers())

/** Searches of the standard library, each with the ids it finds, in order. */
type Searches = [text: string, mode: 'videos' | 'scenes', found: string[]][]

const findsIn = async (searches: Searches) => {
  const { engine } = await engineWith()
  for (const [text, mode, found] of searches)
    expect(await ids(engine, query(text, { mode })), text).toEqual(found)
}

describe('search: keywords', () => {
  it.each<[string, Searches]>([
    [
      'finds the scene whose description has the word (scenes mode)',
      [['baton', 'scenes', ['sports#1']]],
    ],
    [
      'finds a video by a word in one of its scenes (videos mode)',
      [['gymnasium', 'videos', ['sports']]],
    ],
    [
      // "sports" is a tag, "baton" is in a scene: the same video has both.
      'matches every word first, across fields and scenes',
      [
        ['sports baton', 'videos', ['sports']],
        ['relay baton', 'scenes', ['sports#1']],
      ],
    ],
    [
      'matches a prefix as the user types',
      [
        ['gymn', 'videos', ['sports']],
        ['espr', 'scenes', ['ramen#1']],
      ],
    ],
    [
      'tolerates a typo in a longer word',
      [
        ['harringtn', 'videos', ['sports']],
        ['cermony', 'videos', ['sports']],
        // but not in a short one, where one edit is another word
        ['rmn', 'videos', []],
      ],
    ],
  ])('%s', (_, searches) => findsIn(searches))

  it('ranks a title match above a summary match above a scene match', async () => {
    const { engine } = await engineWith([
      video('in-scene', 'Kitchen Tour', [], 'A tour.', ['A bowl of ramen on the counter.']),
      video('in-title', 'Ramen Masters', [], 'A documentary.', ['Chefs at work.']),
      video('in-summary', 'Noodle Shop', [], 'Everything about ramen broth.', ['Steam rises.']),
    ])
    expect(await ids(engine, query('ramen'))).toEqual(['in-title', 'in-summary', 'in-scene'])
  })

  it('falls back to any word when no result has them all, most words first', async () => {
    const { engine } = await engineWith()
    expect(await ids(engine, query('ramen baton'))).toEqual(
      expect.arrayContaining(['ramen', 'sports', 'cafe']),
    )
    const page = await engine.search(ALICE, query('homemade ramen baton'))
    expect(page.items[0]?.id).toBe('ramen')
  })

  it('ignores case, width and accents', async () => {
    const { engine } = await engineWith()
    expect(await ids(engine, query('RAMEN'))).toContain('ramen')
    expect(await ids(engine, query('ｒａｍｅｎ'))).toContain('ramen')
    expect(await ids(engine, query('cafe'))).toEqual(['cafe'])
  })

  it('finds nothing for an empty query or one of function words only', async () => {
    const { engine } = await engineWith()
    expect((await engine.search(ALICE, query('  '))).total).toBe(0)
    expect((await engine.search(ALICE, query('the of and'))).total).toBe(0)
  })
})

describe('search: Japanese', () => {
  it.each<[string, Searches]>([
    [
      'finds a two-kanji word inside longer text (character bigrams)',
      [
        ['都庁', 'scenes', ['marathon#1']],
        ['市民', 'videos', ['marathon']],
      ],
    ],
    [
      'needs every bigram of a longer word',
      [
        ['号砲', 'scenes', ['marathon#0']],
        ['東京都庁', 'scenes', ['marathon#1']],
        ['大阪', 'scenes', []],
      ],
    ],
    [
      // 京都 is the title of one video, and also inside 東京都庁 in a scene of another.
      'ranks the video where the word is in the title first',
      [['京都', 'videos', ['kyoto', 'marathon']]],
    ],
    [
      'matches katakana in any width, and one kanji as the start of a word',
      [
        ['ﾏﾗｿﾝ', 'videos', ['marathon']],
        ['寺', 'videos', ['kyoto']],
      ],
    ],
  ])('%s', (_, searches) => findsIn(searches))

  it('mixes English and Japanese words in one query', async () => {
    const { engine } = await engineWith([
      ...LIBRARY,
      video('camera', 'AIカメラ 発表会', ['新商品'], 'AIカメラの発表会です。', [
        '司会者がカメラを紹介する。',
      ]),
    ])
    expect(await ids(engine, query('ai カメラ'))).toEqual(['camera'])
    expect(await ids(engine, query('ＡＩカメラ'))).toEqual(['camera'])
  })
})

describe('search: options and shape', () => {
  it('answers in the server shape, with scores in 0..1, best first', async () => {
    const { engine } = await engineWith()
    const page = await engine.search(ALICE, query('espresso bowl', { mode: 'scenes' }))
    expect(v.is(SimilarPageSchema, page)).toBe(true)
    const [first] = page.items
    expect(first).toMatchObject({
      id: 'ramen',
      title: 'Weekend Cooking Show: Ramen',
      status: 'completed',
      videoThumbnailPath: 'thumbnail.jpg',
      sceneIndex: 1,
      sceneThumbnailPath: 'scenes/1/thumbnail.jpg',
      sceneDescription: 'Close-up of the finished bowl with an espresso machine behind it.',
    })
    const scores = (await engine.search(ALICE, query('ramen'))).items.map(
      (item) => item.similarityScore ?? -1,
    )
    expect(scores.length).toBeGreaterThan(1)
    for (const score of scores) expect(score).toBeGreaterThan(0)
    for (const score of scores) expect(score).toBeLessThan(1)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
  })

  it('keeps the top K, then pages them', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      video(`v${i}`, `Harbour film ${i}`, [], 'Boats.', ['Cranes at the harbour.']),
    )
    const { engine } = await engineWith(many)
    const first = await engine.search(ALICE, query('harbour', { limit: 7, size: 5 }))
    expect(first).toMatchObject({ total: 7, pages: 2, page: 1, size: 5 })
    expect(first.items).toHaveLength(5)
    const second = await engine.search(ALICE, query('harbour', { limit: 7, size: 5, page: 2 }))
    expect(second.items).toHaveLength(2)
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]?.id)
  })

  it('breaks ties at the top K by the newest video, in scenes mode too', async () => {
    // Equal scenes: only the tie-break decides which two are shown.
    const many = Array.from({ length: 6 }, (_, i) =>
      video(
        `v${i}`,
        `Film ${i}`,
        [],
        'Boats.',
        ['Cranes at the harbour.'],
        `2025-01-0${i + 1}T00:00:00Z`,
      ),
    )
    const { engine } = await engineWith(many)
    expect(await ids(engine, query('harbour', { mode: 'scenes', limit: 2 }))).toEqual([
      'v5#0',
      'v4#0',
    ])
  })

  it('leaves the source video or scene out of a similar search', async () => {
    const { engine } = await engineWith()
    const similar = { similar: true, videoId: 'ramen' }
    expect(await ids(engine, query('ramen', similar))).not.toContain('ramen')
    const scenes = await ids(
      engine,
      query('chef noodles bowl ramen espresso', { ...similar, mode: 'scenes', sceneIndex: 1 }),
    )
    expect(scenes).toContain('ramen#0')
    expect(scenes).not.toContain('ramen#1')
  })

  it('searches the scenes of one video with the scope "current"', async () => {
    const { engine } = await engineWith()
    const current = { mode: 'scenes' as const, scope: 'current' as const, videoId: 'cafe' }
    expect(await ids(engine, query('ramen', current))).toEqual(['cafe#0'])
    expect(await ids(engine, query('ramen', { ...current, videoId: undefined }))).toEqual([])
  })

  it('searches a long text by its rarest words', async () => {
    const common = Array.from({ length: 30 }, (_, i) => `word${String(i).padStart(2, '0')}`)
    const { engine } = await engineWith([
      ...Array.from({ length: 5 }, (_, i) => video(`plain${i}`, 'Film', [], common.join(' '), [])),
      video('rare', 'Film', [], `${common.join(' ')} lighthouse`, []),
    ])
    // 31 words: only the 20 rarest are searched, and "lighthouse" (last) is the rarest.
    const page = await engine.search(ALICE, query(`${common.join(' ')} lighthouse`))
    expect(page.items[0]?.id).toBe('rare')
    await engine.removeVideos(ALICE, ['rare'])
    expect(
      (await engine.search(ALICE, query(`${common.join(' ')} lighthouse`))).items[0]?.id,
    ).not.toBe('rare')
  })

  it('matches a long text (a similar search) by any of its words, exactly', async () => {
    const { engine } = await engineWith()
    const summary =
      'Students gather in the gymnasium for the relay race, then the closing ceremony with a speech and applause from families.'
    const found = await ids(engine, query(summary))
    expect(found[0]).toBe('sports')
  })
})

describe('updates', () => {
  it('keeps the scenes of a detail page when the same video comes again as a list item', async () => {
    const { engine } = await engineWith()
    const { outputData: _, ...listItem } = LIBRARY[0]!
    await engine.upsertVideos(ALICE, [{ ...listItem, title: 'Sports Day 2025' }])
    expect(await ids(engine, query('baton', { mode: 'scenes' }))).toEqual(['sports#1'])
    expect((await engine.search(ALICE, query('2025'))).items[0]?.title).toBe('Sports Day 2025')
  })

  it('replaces the scenes when a detail page comes again, and forgets the old words', async () => {
    const { engine } = await engineWith()
    await engine.upsertVideos(ALICE, [
      video('sports', 'Sports Day Highlights', [], 'Relay.', ['A tug of war on the field.']),
    ])
    expect(await ids(engine, query('baton', { mode: 'scenes' }))).toEqual([])
    expect(await ids(engine, query('tug', { mode: 'scenes' }))).toEqual(['sports#0'])
  })

  it('only keeps analysed videos: a video that is no longer completed leaves the index', async () => {
    const { engine } = await engineWith()
    const stats = await engine.upsertVideos(ALICE, [
      { ...LIBRARY[2]!, status: 'in_progress' },
      { ...video('new', 'Uploading', [], '', []), status: 'in_progress' },
    ])
    expect(stats).toEqual({ owner: ALICE, videos: 4, scenes: 7 })
    expect(await ids(engine, query('homemade'))).toEqual([])
  })

  it('forgets removed videos', async () => {
    const { engine } = await engineWith()
    await engine.removeVideos(ALICE, ['ramen', 'unknown'])
    expect(await ids(engine, query('ramen'))).toEqual(['cafe'])
  })
})
