// @ts-check
// The seeded state: two teams, three accounts and the demo library, generated from the tables
// with a seeded PRNG. The same call order gives the same ids, titles and scenes on every run
// (dates are relative to the current day). seed.test.mjs pins the result.
import { prng } from '../lib/prng.mjs'
import { hash32 } from '../lib/util.mjs'
import { newVideo, safeName } from '../lib/video.mjs'
import { completeVideo, humanize } from './analysis.mjs'
import { ACCOUNTS, TOPICS, VARIANTS } from './tables.mjs'

/** @typedef {import('../lib/video.mjs').Video} Video */
/** @typedef {{ id: string, email: string, password: string, full_name: string, username: string, team_id: string }} User */
/** @typedef {{ id: string, name: string }} Team */
/**
 * @typedef {{
 *   teams: Team[], users: User[], videos: Video[],
 *   tokens: Record<string, { user_id: string, expires_at: number }>,
 *   reset_tokens: { token: string, user_id: string, email: string, expires_at: number, used: boolean }[],
 *   otps: { user_id: string, email: string, new_email: string, otp: string, expires_at: number }[],
 * }} State
 */

const DAY = 86_400_000

/** The shape of the demo library (Northwind Media): how many of each status, in this order. */
export const LIBRARY = { videos: 64, inProgress: 7, failed: 5 }
const BIG = 12 // "Sports Day 2025 Full Coverage": 2 h, one scene of 2,400 frames
const NO_SCENES = 13 // a completed video without scenes
const UPLOAD_FAIL = 9 // a failed one named `…_upload_fail…`

/** @param {number} i @returns {'in_progress' | 'failed' | 'completed'} */
const statusAt = (i) =>
  i < LIBRARY.inProgress
    ? 'in_progress'
    : i < LIBRARY.inProgress + LIBRARY.failed
      ? 'failed'
      : 'completed'

/**
 * Where the videos in progress (generated first) and the failed ones (next) sit in the list,
 * newest first: below the first screen of completed videos, spread over the first page. The
 * completed ones fill the other places in the order they are generated.
 */
const IN_PROGRESS_PLACES = [6, 7, 10, 15, 21, 28, 36]
const FAILED_PLACES = [12, 18, 25, 32, 41]

/** The place of every generated video in the library, newest first. */
const PLACES = (() => {
  const taken = new Set([...IN_PROGRESS_PLACES, ...FAILED_PLACES])
  const free = Array.from({ length: LIBRARY.videos }, (_, p) => p).filter((p) => !taken.has(p))
  return [...IN_PROGRESS_PLACES, ...FAILED_PLACES, ...free]
})()

/**
 * A video's age in days at its place: the first twenty over the last ten days, the rest over
 * about seven months. Each place leaves room for the jitter added to it, so the order holds.
 * @param {number} place
 */
const ageAt = (place) => 0.15 + 0.5 * Math.min(place, 20) + 4.5 * Math.max(0, place - 20)

/**
 * Seeded state: teams, users, the demo library and a small library for the other team.
 * @param {number} [now]
 * @returns {State}
 */
export function seedState(now = Date.now()) {
  const rng = prng(20240601)
  const anchor = Math.floor(now / DAY) * DAY // stable within a day
  const teams = [
    { id: rng.uuid(), name: 'Northwind Media' },
    { id: rng.uuid(), name: 'Blue Harbor School' },
  ]
  const users = ACCOUNTS.map((a) => ({
    id: rng.uuid(),
    email: a.email,
    password: a.password,
    full_name: a.full_name,
    username: a.username,
    team_id: /** @type {Team} */ (teams.find((t) => t.name === a.team)).id,
  }))
  /** @type {Video[]} */
  const videos = []
  /** @type {Map<number, number>} how often each topic was used so far */
  const variantUse = new Map()
  for (let i = 0; i < LIBRARY.videos; i++) {
    const topicIndex = (i * 7 + 3) % TOPICS.length
    const topic = TOPICS[topicIndex]
    const n = (variantUse.get(topicIndex) ?? 0) + 1
    variantUse.set(topicIndex, n)
    const status = statusAt(i)
    const ageDays = ageAt(PLACES[i]) + rng.next() * 0.35
    const created = anchor - ageDays * DAY - rng.int(0, 3600) * 1000
    const ext = rng.pick(['mp4', 'mp4', 'mp4', 'mov', 'm4v'])
    const filename = `${topic.key}${n > 1 ? `_v${n}` : ''}${i === UPLOAD_FAIL ? '_upload_fail' : ''}.${ext}`
    const lang = rng.next() < 0.4 ? 'ja' : 'en'
    const big = i === BIG
    const v = newVideo({
      id: rng.uuid(),
      team_id: teams[0].id,
      filename,
      created_at: new Date(created).toISOString(),
      video_date: new Date(created - rng.int(1, 40) * DAY).toISOString(),
      video_length: big ? 7265.5 : Math.round((30 + rng.next() * 900) * 100) / 100,
      video_path: safeName(filename),
      output_language: big ? 'en' : lang,
      upload: { seed: true },
      seeded: true,
    })
    v.analysis_runs = status === 'in_progress' ? 0 : 1
    if (status === 'completed') {
      const ln = v.output_language === 'ja' ? 'ja' : 'en'
      completeVideo(v, rng, {
        topicIndex,
        titleOverride: big
          ? 'Sports Day 2025 Full Coverage'
          : topic[ln][0] + VARIANTS[ln][(n - 1) % VARIANTS.en.length],
        // the big one: scenes of 4, 0, 2,400, 12, 1 and 6 frames
        frameCounts: big ? [4, 0, 2400, 12, 1, 6] : i === NO_SCENES ? [] : undefined,
      })
      if (rng.next() < 0.3) v.trailer_path = 'trailer.mp4'
      if (rng.next() < 0.25) {
        v.report_path = 'report/report.html'
        v.report_instruction =
          ln === 'ja'
            ? '主な場面と登場人物を簡潔にまとめてください。'
            : 'Summarise the key moments for the marketing team.'
      }
    } else v.status = status
    videos.push(v)
  }
  // Blue Harbor School: five completed videos and one failed.
  for (let i = 0; i < 6; i++) {
    const topicIndex = 7 + i
    const topic = TOPICS[topicIndex]
    const created = anchor - (3 + i * 11) * DAY
    const filename = `bhs_${topic.key}.mp4`
    const v = newVideo({
      id: rng.uuid(),
      team_id: teams[1].id,
      filename,
      created_at: new Date(created).toISOString(),
      video_date: new Date(created - 2 * DAY).toISOString(),
      video_length: Math.round((60 + rng.next() * 600) * 100) / 100,
      video_path: filename,
      output_language: i % 2 ? 'ja' : 'en',
      upload: { seed: true },
      seeded: true,
      analysis_runs: 1,
    })
    if (i === 5) v.status = 'failed'
    else completeVideo(v, rng, { topicIndex, titleOverride: `Blue Harbor ${topic.en[0]}` })
    videos.push(v)
  }
  return { teams, users, videos, tokens: {}, reset_tokens: [], otps: [] }
}

/**
 * Simple videos for bulk tests (`/__control/seed-videos`).
 * @param {string} teamId @param {number} count @param {string} status @param {string} prefix @param {number} startAt
 * @returns {Video[]}
 */
export function bulkVideos(teamId, count, status, prefix, startAt) {
  const rng = prng(hash32(`${teamId}:${prefix}:${startAt}`))
  const now = Date.now()
  /** @type {Video[]} */
  const out = []
  for (let k = 0; k < count; k++) {
    const i = startAt + k
    const filename = `${prefix}_${String(i + 1).padStart(4, '0')}.mp4`
    const v = newVideo({
      id: rng.uuid(),
      team_id: teamId,
      filename,
      created_at: new Date(now - (k + 1) * 60_000).toISOString(),
      video_date: new Date(now - (k + 1) * 60_000 - DAY).toISOString(),
      video_length: 30 + (i % 90),
      video_path: filename,
      output_language: i % 3 === 0 ? 'ja' : 'en',
      upload: { seed: true },
      seeded: true,
      analysis_runs: 1,
    })
    if (status === 'completed')
      completeVideo(v, rng, {
        topicIndex: i % TOPICS.length,
        frameCounts: [2, 1],
        titleOverride: `${humanize(prefix)} ${i + 1}`,
      })
    else v.status = status
    out.push(v)
  }
  return out
}
