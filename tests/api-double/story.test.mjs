// @ts-check
// Every demo video tells one story (sim/tables.mjs): the topic its file is named after gives its
// title, summary, tags and scenes; its scenes cover its stated length in order; its thumbnail
// shows the topic's subject and each scene's pictures, clip and stretch of the full video show
// what that scene's description says.
import { describe, expect, it } from 'vitest'
import { prng } from './lib/prng.mjs'
import { seconds } from './lib/util.mjs'
import { analyseSeeded, seededTopic } from './sim/analysis.mjs'
import { clipSegments, fullSegments } from './sim/footage.mjs'
import { seedState } from './sim/library.mjs'
import { scenePicture, snapshotFor } from './sim/pictures.mjs'
import { SCENE_PICTURES, TOPICS } from './sim/tables.mjs'

/** @typedef {import('./lib/video.mjs').Video} Video */

const seeded = seedState(Date.UTC(2026, 10, 22, 12)).videos
/** The library as `npm start` shows it once demo mode has analysed the rest (and a retry would). */
const library = seeded.map((v) => {
  if (v.status === 'completed') return v
  const copy = structuredClone(v)
  analyseSeeded(copy, prng(7))
  return copy
})

/** @param {Video} v */
const topicOf = (v) => TOPICS[seededTopic(v.filename).topicIndex]
/** @param {Video} v @returns {'en' | 'ja'} */
const langOf = (v) => (v.output_language === 'ja' ? 'ja' : 'en')
/** A sentence's words without its first letter and final stop, as a summary quotes it. @param {string} s */
const quoted = (s) => s.slice(1, -1)

describe('the tables', () => {
  it('give every topic a story of at least six scenes, one showing the topic’s own subject', () => {
    for (const topic of TOPICS) {
      expect(topic.story.length, topic.key).toBeGreaterThanOrEqual(6)
      expect(new Set(topic.story).size, topic.key).toBe(topic.story.length)
      expect(
        topic.story.map((s) => s.picture),
        topic.key,
      ).toContain(topic.picture)
    }
  })

  it('name one subject for each scene sentence, in both languages', () => {
    for (const { template, picture } of SCENE_PICTURES)
      expect(scenePicture(template.replaceAll('{s}', 'the subject')), template).toBe(picture)
  })
})

describe.each(library.map((v) => [v.title, v]))('%s', (_, v) => {
  const topic = topicOf(v)
  const lang = langOf(v)
  const [title, subject, tags] = topic[lang]
  const story = topic.story.map((s) => ({ ...s, text: s[lang].replaceAll('{s}', subject) }))
  const scenes = v.output_data.scenes

  it('is titled, summarised and tagged from its own topic', () => {
    const titles = [title, `Blue Harbor ${topic.en[0]}`, 'Sports Day 2025 Full Coverage']
    expect(
      titles.some((start) => v.title?.startsWith(start)),
      String(v.title),
    ).toBe(true)
    expect(v.tags.map((t) => t.name)).toEqual(tags)
    expect(v.summary).toContain(subject)
    for (const other of TOPICS.filter((t) => t !== topic).flatMap((t) => t.story))
      if (!topic.story.includes(other))
        expect(v.summary).not.toContain(quoted(other[lang].replaceAll('{s}', subject)))
    if (scenes.length > 0) {
      expect(v.summary).toContain(quoted(scenes[0].description))
      expect(v.summary).toContain(quoted(/** @type {any} */ (scenes.at(-1)).description))
      // A scene is a sentence: it reads as a clause, never as a noun ("opens with the X runs").
      const frame = [scenes[0], scenes.at(-1)].reduce(
        (text, s) => text.replace(quoted(/** @type {any} */ (s).description), '…'),
        String(v.summary),
      )
      expect(frame).not.toMatch(/opens with|followed by|moments include/)
    }
  })

  it('has scenes from its topic’s story, in its order, covering its stated length', () => {
    const places = scenes.map((s) => story.findIndex((line) => line.text === s.description))
    expect(places).not.toContain(-1)
    expect(places).toEqual([...places].sort((a, b) => a - b))
    let t = 0
    for (const s of scenes) {
      expect(seconds(s.start_time)).toBeCloseTo(t, 3)
      expect(seconds(s.end_time)).toBeGreaterThan(seconds(s.start_time))
      t = seconds(s.end_time)
    }
    if (scenes.length > 0) expect(t).toBeCloseTo(v.video_length, 3)
  })

  it('shows its topic on the thumbnail and each scene’s subject in that scene', () => {
    expect(snapshotFor(v, 'thumbnail.jpg')).toBe(topic.picture)
    for (const [i, s] of scenes.entries()) {
      const picture = story.find((line) => line.text === s.description)?.picture
      for (const path of [s.thumbnail, s.video_path, ...s.frames.map((f) => f.path)])
        expect(snapshotFor(v, path), path).toBe(picture)
      expect(snapshotFor(v, `scenes/${i}/thumbnail.jpg`)).toBe(picture)
    }
  })

  it('has a full video as long as stated, scene by scene, and clips as long as their scenes', () => {
    const stillFor = (/** @type {string} */ rel) => ({
      file: String(snapshotFor(v, rel)),
      etag: rel,
    })
    const full = fullSegments(v, stillFor)
    expect(full.reduce((sum, s) => sum + s.seconds, 0)).toBeCloseTo(v.video_length, 3)
    if (scenes.length === 0) expect(full.map((s) => s.still.file)).toEqual([topic.picture])
    else
      expect(full.map((s) => s.still.file)).toEqual(
        scenes.map((s) => story.find((line) => line.text === s.description)?.picture),
      )
    for (const [i, s] of scenes.entries()) {
      const clip = clipSegments(v, i, stillFor)
      expect(clip.reduce((sum, c) => sum + c.seconds, 0)).toBeCloseTo(
        seconds(s.end_time) - seconds(s.start_time),
        3,
      )
    }
  })
})
