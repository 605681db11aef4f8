// @ts-check
// Which drawn subject of the stock media (media/) stands in for a picture or clip of a video:
// a scene's pictures and clip show what its description tells (a harbour at sunrise shows the
// harbour), the video's thumbnail, trailer and upload show its topic (a chemistry lecture, a
// classroom). The tables name the subject of every scene sentence and every topic.
import { seededTopic } from './analysis.mjs'
import { SCENE_PICTURES, TOPICS } from './tables.mjs'

/** @typedef {import('../lib/video.mjs').Video} Video */

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each scene template as a pattern (`{s}`, the topic's subject, matches any text). */
const SCENE_PATTERNS = SCENE_PICTURES.map(({ template, picture }) => ({
  pattern: new RegExp(`^${template.split('{s}').map(escapeRegExp).join('.+')}$`),
  picture,
}))

/** The subject a scene description shows; null for a text the tables did not write. @param {string} description */
export function scenePicture(description) {
  return SCENE_PATTERNS.find(({ pattern }) => pattern.test(description))?.picture ?? null
}

/**
 * The subject of the topic a video was analysed from, known by its tags (the topic's tags
 * come first, in either language), or for a seeded video not analysed yet by its file name;
 * null when neither tells.
 * @param {Video} v
 */
export function topicPicture(v) {
  const names = v.tags.map((tag) => tag.name)
  const topic =
    TOPICS.find((t) =>
      [t.en[2], t.ja[2]].some((tags) => tags.every((tag, i) => names[i] === tag)),
    ) ?? (v.seeded && v.status !== 'completed' ? TOPICS[seededTopic(v.filename).topicIndex] : null)
  return topic?.picture ?? null
}

/**
 * The subject for an asset path of a video: `scenes/{i}/…` shows scene i, anything else (the
 * thumbnail, the trailer, the upload) the topic, else the first scene; null when neither says.
 * @param {Video} v @param {string} rel
 */
export function snapshotFor(v, rel) {
  const scenes = v.output_data.scenes
  const index = /^scenes\/(\d+)\//.exec(rel)?.[1]
  const scene = index === undefined ? undefined : scenes[Number(index)]
  return (
    (scene && scenePicture(scene.description)) ??
    topicPicture(v) ??
    (scenes[0] ? scenePicture(scenes[0].description) : null)
  )
}
