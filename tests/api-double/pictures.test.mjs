// @ts-check
// The stock pictures and clips show what the texts tell: a scene described as a harbour at
// sunrise shows the harbour, a chemistry lecture's thumbnail a classroom (sim/pictures.mjs).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MEDIA_DIR } from './origins/assets.mjs'
import { scenePicture, snapshotFor } from './sim/pictures.mjs'
import { SCENE_PICTURES, TOPICS } from './sim/tables.mjs'
import { call, setUpDouble } from './test-helpers.mjs'

const MEDIA = readdirSync(MEDIA_DIR).filter((name) => /\.(jpg|mp4)$/.test(name))
const sha = (/** @type {Uint8Array} */ bytes) => createHash('sha1').update(bytes).digest('hex')
/** The file names of the pool by the digest of their bytes. */
const byDigest = new Map(MEDIA.map((name) => [sha(readFileSync(join(MEDIA_DIR, name))), name]))

describe('the stock media', () => {
  it('holds two stills and a clip of every subject the tables name, and nothing else', () => {
    const named = new Set([
      ...SCENE_PICTURES.map((p) => p.picture),
      ...TOPICS.map((t) => t.picture),
    ])
    const expected = [...named].flatMap((n) => [`${n}-1.jpg`, `${n}-2.jpg`, `${n}.mp4`])
    expect(MEDIA.sort()).toEqual(expected.sort())
  })

  it('stays small enough to commit (under 800 KB)', () => {
    const bytes = MEDIA.reduce((sum, name) => sum + statSync(join(MEDIA_DIR, name)).size, 0)
    expect(bytes).toBeLessThan(800 * 1024)
  })

  it('names a picture for every scene sentence, in both languages', () => {
    expect(scenePicture('B-roll of the harbour with cranes and container ships at sunrise.')).toBe(
      'harbour',
    )
    expect(scenePicture('朝日の中、クレーンとコンテナ船が並ぶ港の映像。')).toBe('harbour')
    expect(
      scenePicture(
        'The principal speaks at the podium and welcomes families to the graduation ceremony.',
      ),
    ).toBe('hall')
    expect(scenePicture('A sentence no table wrote.')).toBeNull()
  })
})

describe('a seeded video served by the assets origin from the stock media', () => {
  // without ffmpeg: with it, clips are made as long as their scenes (footage.test.mjs)
  const d = setUpDouble({ fresh: false, ffmpeg: false })

  /** The pool file the assets origin answers for a path of a video. @param {string} id @param {string} path */
  const served = async (id, path) => {
    const r = await fetch(`${d.assetsUrl}/assets/data/output/${id}/${path}`)
    expect(r.status).toBe(200)
    return byDigest.get(sha(new Uint8Array(await r.arrayBuffer())))
  }

  it('shows each scene’s own subject, and the topic’s on the thumbnail', async () => {
    const { items } = (await call(d, 'GET', '/api/videos?size=100', { token: d.token })).body
    const completed = items.filter((/** @type {any} */ v) => v.status === 'completed')
    const alpine = completed.find((/** @type {any} */ v) => v.title.startsWith('Alpine Villages'))
    expect(await served(alpine.id, 'thumbnail.jpg')).toMatch(/^mountains-\d\.jpg$/)
    let harbourScenes = 0
    for (const item of completed.slice(0, 20)) {
      const v = (await call(d, 'GET', `/api/videos/${item.id}`, { token: d.token })).body
      for (const [i, scene] of v.output_data.scenes.entries()) {
        const subject = scenePicture(scene.description)
        expect(subject).not.toBeNull()
        if (subject === 'harbour') harbourScenes++
        expect(await served(v.id, scene.thumbnail)).toMatch(new RegExp(`^${subject}-\\d\\.jpg$`))
        expect(await served(v.id, scene.video_path)).toBe(`${subject}.mp4`)
        if (scene.frames[0]) expect(await served(v.id, scene.frames[0].path)).toMatch(`${subject}-`)
        expect(snapshotFor(v, `scenes/${i}/thumbnail.jpg`)).toBe(subject)
      }
    }
    expect(harbourScenes).toBeGreaterThan(0)
  })
})
