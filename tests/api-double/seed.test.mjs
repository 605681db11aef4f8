// @ts-check
// The seeded demo library is a fixture the end-to-end suite and these tests read (accounts,
// ids, titles, statuses, tags, scene and frame counts). Generating it from tables must not
// change it by accident: the key facts are spelled out and the rest is pinned by a digest.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { seedState } from './sim/library.mjs'

const NOW = Date.UTC(2026, 10, 22, 12) // dates are relative to the day; fix the day
const state = seedState(NOW)
const teamName = (/** @type {string} */ id) => state.teams.find((t) => t.id === id)?.name
/** @param {string} name */
const library = (name) => state.videos.filter((v) => teamName(v.team_id) === name)
/** @param {import('./lib/video.mjs').Video[]} videos */
const countBy = (videos) => {
  /** @type {Record<string, number>} */
  const counts = {}
  for (const v of videos) counts[v.status] = (counts[v.status] ?? 0) + 1
  return counts
}

describe('the seeded state', () => {
  it('has the three demo accounts in two teams', () => {
    expect(state.users.map((u) => [u.email, u.password, u.username, teamName(u.team_id)])).toEqual([
      ['demo@example.com', 'Demo1234', 'demo', 'Northwind Media'],
      ['aiko@example.com', 'Aiko1234', 'aiko', 'Northwind Media'],
      ['other@example.com', 'Other1234', 'oliver', 'Blue Harbor School'],
    ])
    expect(state.teams.map((t) => t.id)).toEqual([
      '5a07b035-6e3d-4311-bde4-b15619b772fc',
      'a8854c76-baf5-496b-aaf2-6848b4758cc4',
    ])
  })

  it('gives Northwind Media 64 videos and Blue Harbor School 6, in every status', () => {
    expect(countBy(library('Northwind Media'))).toEqual({
      in_progress: 7,
      failed: 5,
      completed: 52,
    })
    expect(countBy(library('Blue Harbor School'))).toEqual({ completed: 5, failed: 1 })
    const ja = library('Northwind Media').filter((v) => v.output_language === 'ja').length
    expect(ja).toBe(19)
    expect(
      library('Northwind Media').filter((v) => v.filename.includes('_upload_fail')),
    ).toHaveLength(1)
  })

  it('has the big video, a video without scenes, trailers and reports', () => {
    const big = state.videos.find((v) => v.title === 'Sports Day 2025 Full Coverage')
    expect(big?.output_data.scenes.map((s) => s.frames.length)).toEqual([4, 0, 2400, 12, 1, 6])
    const completed = state.videos.filter((v) => v.status === 'completed')
    expect(completed.filter((v) => v.output_data.scenes.length === 0)).toHaveLength(1)
    expect(completed.filter((v) => v.trailer_path).length).toBe(14)
    expect(completed.filter((v) => v.report_path).length).toBe(12)
  })

  it('is exactly the library the tests were written against (digest)', () => {
    const facts = state.videos.map((v) => [
      v.id,
      v.team_id,
      v.filename,
      v.status,
      v.title,
      v.summary,
      v.tags.map((t) => t.name),
      v.output_language,
      v.video_length,
      v.created_at,
      v.trailer_path,
      v.report_path,
      v.output_data.scenes.map((s) => [s.start_time, s.end_time, s.description, s.frames.length]),
    ])
    const digest = createHash('sha256').update(JSON.stringify(facts)).digest('hex')
    expect(digest.slice(0, 16)).toBe('1f35990e2865f3fa')
  })
})
