import { describe, expect, it } from 'vitest'
import { LIBRARY, video } from '@/test/local-search-library'
import { createLocalSearchEngine } from './engine'
import { memoryIndexStorage } from './storage'

async function suggest(prefix: string, limit?: number) {
  const engine = createLocalSearchEngine({ storage: memoryIndexStorage(), saveDelayMs: 60_000 })
  await engine.upsertVideos('owner', [
    ...LIBRARY,
    video('extra', 'Cooking class', ['cooking', 'Sports Cooking', '春キャンペーン'], '', []),
  ])
  return engine.suggestTags('owner', prefix, limit)
}

describe('suggestTags', () => {
  it('suggests tags that start with what was typed, the most used first', async () => {
    expect(await suggest('co')).toEqual([
      { name: 'Cooking', count: 3 },
      { name: 'Sports Cooking', count: 1 },
    ])
  })

  it('shows the most used spelling and counts every spelling together', async () => {
    // "Cooking" twice and "cooking" once: one tag, shown as the library mostly writes it.
    expect((await suggest('COOK'))[0]).toEqual({ name: 'Cooking', count: 3 })
  })

  it('matches a later word of a tag after the tags that start with it', async () => {
    expect((await suggest('sp')).map((s) => s.name)).toEqual(['Sports', 'Sports Cooking'])
    expect((await suggest('cook')).map((s) => s.name)).toEqual(['Cooking', 'Sports Cooking'])
  })

  it('matches Japanese anywhere in a tag, in any width', async () => {
    expect((await suggest('ｷｬﾝﾍﾟｰﾝ')).map((s) => s.name)).toEqual(['春キャンペーン'])
    expect((await suggest('スポ')).map((s) => s.name)).toEqual(['スポーツ'])
  })

  it('lists the most used tags for an empty box, up to the limit', async () => {
    const top = await suggest('', 2)
    expect(top).toEqual([
      { name: 'Cooking', count: 3 },
      { name: 'Brand', count: 1 },
    ])
    expect(await suggest('zz')).toEqual([])
  })
})
