// @ts-check
// The video record: its stored shape, a fresh one, and what the wire shows of it.

/**
 * @typedef {{ index: number, start_time: string, end_time: string, description: string,
 *   thumbnail: string, video_path: string, frames: { path: string }[] }} Scene
 * @typedef {{
 *   id: string, team_id: string, filename: string, status: string, created_at: string,
 *   video_date: string | null, video_length: number, title: string | null, summary: string | null,
 *   tags: { name: string }[], video_thumbnail_path: string | null, video_path: string | null,
 *   trailer_path: string | null, report_path: string | null, is_trailer_creating: boolean,
 *   is_report_creating: boolean, output_data: { scenes: Scene[] }, output_language: string,
 *   about_this_video: string | null, trailer_instruction: string | null, report_instruction: string | null,
 *   people: { name: string, file: string, mime: string, size: number }[],
 *   upload: { seed?: boolean, file?: string, size?: number, mime?: string } | null,
 *   analysis_runs: number, analysis_due_at: number | null, trailer_due_at: number | null,
 *   report_due_at: number | null, seeded: boolean,
 *   media?: import('../sim/ffmpeg.mjs').MediaResult | null,
 * }} Video
 */

/**
 * A fresh video record (not analysed).
 * @param {Partial<Video> & { id: string, team_id: string, filename: string }} p
 * @returns {Video}
 */
export function newVideo(p) {
  return {
    status: 'in_progress',
    created_at: new Date().toISOString(),
    video_date: null,
    video_length: 0,
    title: null,
    summary: null,
    tags: [],
    video_thumbnail_path: null,
    video_path: null,
    trailer_path: null,
    report_path: null,
    is_trailer_creating: false,
    is_report_creating: false,
    output_data: { scenes: [] },
    output_language: 'en',
    about_this_video: null,
    trailer_instruction: null,
    report_instruction: null,
    people: [],
    upload: null,
    analysis_runs: 0,
    analysis_due_at: null,
    trailer_due_at: null,
    report_due_at: null,
    seeded: false,
    ...p,
  }
}

/** A file name safe for a storage key and a path on disk. @param {string} filename */
export function safeName(filename) {
  const base = filename.split(/[\\/]/).pop() || 'video.mp4'
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^\.+/, '')
  return (cleaned || 'video.mp4').slice(0, 120)
}

const PUBLIC_FIELDS = /** @type {const} */ ([
  'id',
  'filename',
  'status',
  'created_at',
  'video_date',
  'video_length',
  'title',
  'summary',
  'tags',
  'video_thumbnail_path',
  'video_path',
  'trailer_path',
  'report_path',
  'is_trailer_creating',
  'is_report_creating',
  'output_language',
  'output_data',
])

/**
 * The record as the API answers it; list items leave `output_data` out. `reportPath` gives the
 * path the answer shows for a made report (a signed link).
 * @param {Video} v @param {{ withOutput?: boolean, reportPath?: (v: Video) => string }} [o]
 */
export function publicVideo(v, { withOutput = true, reportPath } = {}) {
  /** @type {Record<string, unknown>} */
  const out = {}
  for (const k of PUBLIC_FIELDS) if (withOutput || k !== 'output_data') out[k] = v[k]
  if (v.report_path && reportPath) out.report_path = reportPath(v)
  return out
}

/** @param {unknown[]} all @param {number} total @param {number} page @param {number} size */
export function paged(all, total, page, size) {
  return {
    items: all.slice((page - 1) * size, page * size),
    total,
    pages: Math.ceil(total / size),
    page,
    size,
  }
}
