// @ts-check
// The simulated analysis: turns a video record into a completed one with a title, summary,
// tags and scenes built from the topic tables. Nothing here looks at what a video shows: an
// upload is titled from its file name and its summary says that the analysis is simulated;
// with ffmpeg, its scene times, pictures and clips come from the file (ffmpeg.mjs).
import { hash32, hms } from '../lib/util.mjs'
import { SUMMARY, SUMMARY_WITHOUT_SCENES, TOPICS, VARIANTS } from './tables.mjs'

/** @typedef {import('../lib/video.mjs').Video} Video */
/** @typedef {import('../lib/video.mjs').Scene} Scene */
/** @typedef {ReturnType<typeof import('../lib/prng.mjs').prng>} Rng */

/** A sentence as a clause inside another one. @param {string} sentence @param {'en'|'ja'} lang */
function clause(sentence, lang) {
  const t = sentence.replace(/[.。]$/, '')
  return lang === 'en' ? t.charAt(0).toLowerCase() + t.slice(1) : t
}

/**
 * Scenes covering `length` seconds, one per entry of `frameCounts` (frames per scene), told
 * from the topic's story: a seeded choice of its scenes, kept in the story's order (and when a
 * video has more scenes than the story, each story scene in turn over several of them).
 * @param {Rng} rng @param {import('./tables.mjs').Topic} topic @param {'en'|'ja'} lang
 * @param {number} length @param {number[]} frameCounts
 * @returns {Scene[]}
 */
export function makeScenes(rng, topic, lang, length, frameCounts) {
  const { story } = topic
  const subject = topic[lang][1]
  const n = frameCounts.length
  const chosen =
    n <= story.length
      ? rng
          .sample(
            story.map((_, i) => i),
            n,
          )
          .sort((a, b) => a - b)
      : Array.from({ length: n }, (_, i) => Math.floor((i * story.length) / n))
  const weights = frameCounts.map((f) => Math.max(1, f) + rng.int(2, 8))
  const total = weights.reduce((a, b) => a + b, 0)
  let t = 0
  return frameCounts.map((frames, i) => {
    const dur =
      i === n - 1
        ? length - t
        : Math.max(1, Math.round(((length * weights[i]) / total) * 1000) / 1000)
    const start = t
    const end = i === n - 1 ? length : Math.min(length, t + dur)
    t = end
    const fps = frames > 0 ? Math.max(1, Math.floor((end - start) / frames) || 1) : 1
    const firstFrame = Math.floor(start)
    return {
      index: i,
      start_time: hms(start),
      end_time: hms(end),
      description: story[chosen[i]][lang].replaceAll('{s}', subject),
      thumbnail: `scenes/${i}/thumbnail.jpg`,
      video_path: `scenes/${i}/clip.mp4`,
      frames: Array.from({ length: frames }, (_, k) => ({
        path: `scenes/${i}/frames/${String(firstFrame + k * fps).padStart(6, '0')}.jpg`,
      })),
    }
  })
}

/** Frames per scene for 2 to 6 scenes: some none, most a few, some many. @param {Rng} rng */
const randomFrameCounts = (rng) =>
  Array.from({ length: rng.int(2, 6) }, () => {
    const r = rng.next()
    return r < 0.15 ? 0 : r < 0.65 ? rng.int(1, 6) : rng.int(7, 30)
  })

/**
 * Fill a video's analysis results (title, summary, tags, scenes) from a topic.
 * @param {Video} v @param {Rng} rng
 * @param {{ topicIndex?: number, titleOverride?: string, frameCounts?: number[], extraTags?: string[] }} [o]
 */
export function completeVideo(v, rng, o = {}) {
  const topic = TOPICS[(o.topicIndex ?? hash32(v.filename)) % TOPICS.length]
  const lang = v.output_language === 'ja' ? 'ja' : 'en'
  const [title, subject, tags] = topic[lang]
  const frameCounts = o.frameCounts ?? randomFrameCounts(rng)
  const scenes = makeScenes(rng, topic, lang, v.video_length, frameCounts)
  const [first, last] = [scenes[0], scenes.at(-1)]
  const template = rng.pick(SUMMARY[lang]) // picked either way, so the rest of the seed stays
  const summary = (first && last ? template : SUMMARY_WITHOUT_SCENES[lang])
    .replaceAll('{s}', subject)
    .replace('{a}', first ? clause(first.description, lang) : '')
    .replace('{b}', last ? clause(last.description, lang) : '')
  v.status = 'completed'
  v.title = o.titleOverride ?? title
  v.summary = summary + uploaderNote(v, lang)
  v.tags = [...tags, ...(o.extraTags ?? [])].map((name) => ({ name }))
  v.video_thumbnail_path = 'thumbnail.jpg'
  v.output_data = { scenes }
}

/** A file name as a title: `spring_launch-v2.mp4` → `Spring Launch V2`. @param {string} name */
export function humanize(name) {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase())
}

/** The uploader's "about this video", quoted at the end of the summary. @param {Video} v @param {'en'|'ja'} lang */
const uploaderNote = (v, lang) =>
  !v.about_this_video
    ? ''
    : lang === 'ja'
      ? ` 投稿者のメモ：「${v.about_this_video}」`
      : ` Uploader’s note: “${v.about_this_video}”`

/** What an uploaded video's summary says first: the demo does not look at the video. */
const SIMULATED = {
  en: {
    intro:
      'Simulated analysis: this demo server does not look at what the video shows. The title ' +
      'comes from the file name; the tags, the scene descriptions and this summary are sample text.',
    fromFile:
      ' The scene cuts, the thumbnail, the frame images and the scene clips come from the uploaded file.',
    stock: ' The pictures are stock images.',
  },
  ja: {
    intro:
      'これはシミュレーションによる解析です。このデモ用サーバーは動画の内容を解析していません。' +
      'タイトルはファイル名から付けたもので、タグ、シーンの説明、この概要はサンプルの文章です。',
    fromFile:
      'シーンの区切り、サムネイル、フレーム画像、シーンの動画はアップロードされたファイルから取り出しています。',
    stock: '画像はサンプル画像です。',
  },
}

/**
 * The simulated analysis of an upload: titled from its file name, a summary that says it is
 * simulated, tags and scene descriptions from a topic; scene times and frames from the file
 * when ffmpeg could read it (`media`), else made up over the given length.
 * @param {Video} v @param {Rng} rng @param {import('./ffmpeg.mjs').MediaResult | null} media
 */
export function analyseUpload(v, rng, media) {
  const topic = TOPICS[hash32(v.filename) % TOPICS.length]
  const lang = v.output_language === 'ja' ? 'ja' : 'en'
  const tags = topic[lang][2]
  const scenes = media
    ? scenesFromMedia(rng, topic, lang, media)
    : makeScenes(rng, topic, lang, v.video_length, randomFrameCounts(rng))
  v.status = 'completed'
  v.title = humanize(v.filename) || v.filename
  const said = SIMULATED[lang]
  v.summary = said.intro + (media ? said.fromFile : said.stock) + uploaderNote(v, lang)
  v.tags = tags.map((name) => ({ name }))
  v.video_thumbnail_path = 'thumbnail.jpg'
  v.output_data = { scenes }
}

/**
 * Scenes at the cuts ffmpeg found, with the frames it took; descriptions from the topic.
 * @param {Rng} rng @param {import('./tables.mjs').Topic} topic @param {'en'|'ja'} lang
 * @param {import('./ffmpeg.mjs').MediaResult} media
 * @returns {Scene[]}
 */
function scenesFromMedia(rng, topic, lang, media) {
  const made = makeScenes(
    rng,
    topic,
    lang,
    media.duration,
    media.scenes.map(() => 0),
  )
  return media.scenes.map((s, i) => ({
    ...made[i],
    start_time: hms(s.start),
    end_time: hms(s.end),
    frames: s.frames.map((path) => ({ path })),
  }))
}

/**
 * A seeded video that finishes its analysis (demo mode, or a retry): titled like the library,
 * from its topic (`coffee_maker_launch_v2.mp4` → the topic's title and its second variant).
 * @param {Video} v @param {Rng} rng
 */
export function analyseSeeded(v, rng) {
  const { topicIndex, n } = seededTopic(v.filename)
  if (topicIndex < 0) return analyseUpload(v, rng, null)
  const lang = v.output_language === 'ja' ? 'ja' : 'en'
  const variants = VARIANTS[lang]
  completeVideo(v, rng, {
    topicIndex,
    titleOverride: TOPICS[topicIndex][lang][0] + variants[(n - 1) % variants.length],
  })
}

/**
 * The topic a seeded file is named after and its variant (`coffee_maker_launch_v2.mp4`: the
 * coffee maker's launch, second variant; Blue Harbor's files start `bhs_`); topicIndex -1 for
 * another name.
 * @param {string} filename
 */
export function seededTopic(filename) {
  const m = /^(?:bhs_)?(.*?)(?:_v(\d+))?(?:_upload_fail)?\.\w+$/.exec(filename)
  return { topicIndex: TOPICS.findIndex((t) => t.key === m?.[1]), n: Number(m?.[2] ?? 1) }
}
