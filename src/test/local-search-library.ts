import { createLocalSearchEngine } from '@/api/local-search/engine'
import { memoryIndexStorage } from '@/api/local-search/storage'
import type { IndexableVideo, LocalSearchQuery } from '@/api/local-search/types'

/** A small saved library in English and Japanese, as detail pages (with scenes). */
export function video(
  id: string,
  title: string,
  tags: string[],
  summary: string,
  scenes: string[],
  createdAt = '2025-01-01T00:00:00Z',
): IndexableVideo {
  return {
    id,
    status: 'completed',
    title,
    summary,
    createdAt,
    videoThumbnailPath: 'thumbnail.jpg',
    tags: tags.map((name) => ({ name })),
    outputData: {
      scenes: scenes.map((description, index) => ({
        index,
        description,
        thumbnail: `scenes/${index}/thumbnail.jpg`,
      })),
    },
  }
}

export const LIBRARY: IndexableVideo[] = [
  video(
    'sports',
    'Sports Day Highlights',
    ['Sports', 'School'],
    'Relay race and the closing ceremony.',
    [
      'Students line up in the gymnasium.',
      'The relay race starts; runners pass the baton.',
      'Coach Harrington gives a speech on the field.',
    ],
  ),
  video(
    'marathon',
    '東京マラソン 生中継',
    ['スポーツ', 'マラソン'],
    '市民マラソンの様子をまとめた映像です。',
    ['スタートの号砲とともにランナーが走り出す。', '東京都庁の前をランナーが通過する。'],
  ),
  video(
    'ramen',
    'Weekend Cooking Show: Ramen',
    ['Cooking', 'Recipe'],
    'A chef prepares homemade ramen.',
    [
      'The chef boils noodles in a steaming kitchen.',
      'Close-up of the finished bowl with an espresso machine behind it.',
    ],
  ),
  video(
    'kyoto',
    '京都の寺 ドキュメンタリー',
    ['旅行', 'ドキュメンタリー'],
    '京都の古い寺を紹介します。',
    ['朝日の中、寺の門が開く。'],
  ),
  video('cafe', 'Café Opening', ['Cooking', 'Brand'], 'The new café opens downtown.', [
    'A barista serves ramen-flavoured crisps as a joke.',
  ]),
]

/** Two owners (hashes of e-mails, as the app stores them). */
export const ALICE = 'alice-hash'
export const BOB = 'bob-hash'

export async function engineWith(videos = LIBRARY, storage = memoryIndexStorage()) {
  await storage.setOwner(ALICE) // the page sets the owner at sign-in: the stored index is Alice's
  const engine = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
  await engine.upsertVideos(ALICE, videos)
  return { engine, storage }
}

export const query = (text: string, extra: Partial<LocalSearchQuery> = {}): LocalSearchQuery => ({
  text,
  mode: 'videos',
  limit: 10,
  ...extra,
})

/** The ids of the results, scenes as `id#index`. */
export async function ids(
  engine: Awaited<ReturnType<typeof engineWith>>['engine'],
  q: LocalSearchQuery,
  owner = ALICE,
) {
  const page = await engine.search(owner, q)
  return page.items.map((item) =>
    item.sceneIndex === null ? item.id : `${item.id}#${item.sceneIndex}`,
  )
}
