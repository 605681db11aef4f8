// @ts-check
/**
 * A deterministic, realistic library for the local-search bench: `count` analysed videos with
 * `scenes` scenes each, two thirds in English and one third in Japanese (some Japanese text
 * mixes in English product names and full-width letters, as real analysis output does). The
 * sentences are composed from pools of subjects, actions, objects, places and times plus a few
 * hundred names, so the vocabulary grows the way an archive's does (a few thousand distinct
 * words), not the nine sentences the API double repeats. Shaped like the app's `Video` (camelCase,
 * after validation), which is what the persistence layer hands the index.
 */
import { prng } from '../../api-double/lib/prng.mjs'
import { EN } from './words-en.mjs'
import { JA } from './words-ja.mjs'

/**
 * Names, places and model numbers made from syllables: an archive's long tail of rare words
 * (people, venues, products), a few thousand of them.
 * @param {number} seed
 */
function longTail(seed) {
  const rng = prng(seed)
  const syl = 'ka ri to ma ne sho lin dor vel an ber cas ter mo ra qui fen hal wick ston ley'.split(
    ' ',
  )
  const kana =
    'カ リ ト マ ネ ショ リン ドル ベル アン バー キャス ター モ ラ クイ フェン ハル ウィック ストン'.split(
      ' ',
    )
  const kanji =
    '山 川 田 中 村 森 林 高 橋 本 松 井 木 石 原 野 藤 沢 島 岡 北 南 西 東 大 小 新 宮'.split(' ')
  /** @param {string[]} parts @param {number} n */
  const word = (parts, n) => Array.from({ length: n }, () => rng.pick(parts)).join('')
  const cap = (/** @type {string} */ w) => w.charAt(0).toUpperCase() + w.slice(1)
  return {
    en: Array.from({ length: 1500 }, (_, i) =>
      i % 5 === 4
        ? `${rng.pick(['XR', 'Model', 'Series', 'Mk'])}-${rng.int(10, 990)}`
        : cap(word(syl, rng.int(2, 3))),
    ),
    ja: Array.from({ length: 1500 }, (_, i) =>
      i % 3 === 0
        ? word(kanji, 2) + rng.pick(['さん', '氏', '市', '町', '駅'])
        : word(kana, rng.int(2, 4)),
    ),
  }
}
const TAIL = longTail(99)

/**
 * @param {ReturnType<typeof prng>} rng @param {import('./words-en.mjs').Words} L
 * @param {boolean} ja @returns {string}
 */
function sentence(rng, L, ja) {
  const name = rng.next() < 0.3 ? rng.pick(L.names) : ''
  const rare = rng.pick(ja ? TAIL.ja : TAIL.en)
  if (ja) {
    const who = name ? `${name}さんが` : rng.pick(L.subjects)
    return `${rng.pick(L.times)}${rng.pick(L.places)}${who}「${rare}」の${rng.pick(L.objects)}${rng.pick(L.actions)}。`
  }
  const who = name ? `${rng.pick(['Ms.', 'Mr.', 'Dr.', 'Coach'])} ${name}` : rng.pick(L.subjects)
  const text = `${who} ${rng.pick(L.actions)} ${rng.pick(L.objects)} from ${rare} ${rng.pick(L.places)} ${rng.pick(L.times)}.`
  return rng.next() < 0.4 ? `${text} ${sentence(rng, L, ja)}` : text
}

/** A sentence as a clause inside another: no full stop, no capital. @param {string} s */
const clause = (s) => s.replace(/[.。]$/, '').replace(/^[A-Z]/, (c) => c.toLowerCase())

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0')
const hms = (/** @type {number} */ sec) =>
  `${pad(Math.floor(sec / 3600))}:${pad(Math.floor(sec / 60) % 60)}:${pad(sec % 60)}.000`

/**
 * @param {{ count?: number, scenes?: number, seed?: number }} [options]
 */
export function makeLibrary({ count = 2000, scenes = 20, seed = 15 } = {}) {
  const rng = prng(seed)
  const start = Date.UTC(2025, 0, 1)
  return Array.from({ length: count }, (_, i) => {
    const ja = i % 3 === 2
    const L = ja ? JA : EN
    const [title, subject] = rng.pick(L.topics)
    const sceneList = Array.from({ length: scenes }, (_, index) => ({
      index,
      startTime: hms(index * 12),
      endTime: hms(index * 12 + 12),
      description: sentence(rng, L, ja),
      thumbnail: `scenes/${index}/thumbnail.jpg`,
      videoPath: `scenes/${index}/clip.mp4`,
      frames: [],
    }))
    const tagCount = rng.int(3, 6)
    /** @type {Set<string>} */
    const tags = new Set()
    while (tags.size < tagCount) tags.add(rng.pick(L.tags))
    const id = `v${String(i + 1).padStart(5, '0')}`
    return {
      id,
      filename: `${id}.mp4`,
      status: 'completed',
      createdAt: new Date(start + i * 3_600_000).toISOString(),
      title: `${title} ${ja ? `第${(i % 40) + 1}回` : `#${(i % 40) + 1}`}`,
      summary: L.summary(
        subject,
        clause(sceneList[0].description),
        clause(sceneList[scenes - 1].description),
      ),
      tags: [...tags].map((name) => ({ name })),
      videoThumbnailPath: 'thumbnail.jpg',
      outputData: { scenes: sceneList },
    }
  })
}

/**
 * The queries timed by the bench: short keyword queries as a person types them (English,
 * prefixes, a typo, Japanese words, mixed), and long ones as similar mode sends (a whole
 * summary or scene description).
 * @param {ReturnType<typeof makeLibrary>} library
 */
export function benchQueries(library) {
  const short = [
    'ramen',
    'camera',
    'cam',
    'espresso machine',
    'stadium goalkeeper',
    'confeti',
    'harringtn',
    'robot arm',
    'ラーメン',
    '体育館',
    '東京',
    '安全ヘルメット',
    'カメラ',
    'ai カメラ',
    'スマートフォン',
    'sports day',
    'museum',
    'graduation ceremony school',
  ]
  const long = library
    .filter((_, i) => i % 97 === 0)
    .flatMap((v) => [v.summary, v.outputData.scenes[3].description])
  return { short, long }
}
