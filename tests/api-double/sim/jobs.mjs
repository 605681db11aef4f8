// @ts-check
// The pipeline's timing: an analysis, a trailer or a report finishes after its configured
// delay. Due times are stored on the record, so a restarted double (data folder) resumes them.
import { prng } from '../lib/prng.mjs'
import { hash32 } from '../lib/util.mjs'
import { analyseSeeded, analyseUpload } from './analysis.mjs'

/** @typedef {import('../lib/video.mjs').Video} Video */
/** @typedef {'trailer' | 'report'} JobKind */

export class Jobs {
  /** @param {import('../lib/context.mjs').Double} double */
  constructor(double) {
    this.double = double
    /** @type {Set<NodeJS.Timeout>} */
    this.timers = new Set()
  }

  /** @param {() => unknown} fn @param {number} ms */
  schedule(fn, ms) {
    const t = setTimeout(
      () => {
        this.timers.delete(t)
        fn()
      },
      Math.max(0, ms),
    )
    this.timers.add(t)
  }

  /** Stops every pending job (reset, close). */
  clear() {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }

  /** @param {Video} v */
  startAnalysis(v) {
    v.status = 'in_progress'
    v.analysis_due_at = Date.now() + this.double.config.analysisDelayMs
    this.scheduleAnalysis(v)
  }

  /**
   * Completes (or, for a file named `…fail…` on its first run, fails) the analysis when it is
   * due, and not before the upload's own pictures are cut (media.mjs) when ffmpeg is there.
   * @param {Video} v
   */
  scheduleAnalysis(v) {
    const { store, info, media } = this.double
    const due = /** @type {number} */ (v.analysis_due_at)
    /** The record, while this analysis is still the one due (not reset, deleted or retried). */
    const current = () => {
      const cur = store.findVideo(v.id)
      return cur?.analysis_due_at === due ? cur : undefined
    }
    this.schedule(async () => {
      const waiting = current()
      if (!waiting) return
      // an upload's own pictures once ffmpeg has cut them (media.mjs); null: the stock media
      const pictures = waiting.seeded ? null : await media.ready(waiting)
      const cur = current()
      if (!cur || cur !== waiting) return
      cur.analysis_due_at = null
      cur.analysis_runs += 1
      const rng = prng(hash32(`${cur.id}:${cur.analysis_runs}`))
      if (/fail/i.test(cur.filename) && cur.analysis_runs === 1) {
        cur.status = 'failed'
        info(`analysis of ${cur.id} (${cur.filename}) failed (simulated)`)
      } else {
        // a seeded video (demo mode, or a retried failed one) is titled like the library
        if (cur.seeded) analyseSeeded(cur, rng)
        else analyseUpload(cur, rng, pictures)
        info(`analysis of ${cur.id} (${cur.filename}) completed`)
        if (cur.trailer_instruction && !cur.trailer_path) this.start(cur, 'trailer')
      }
      store.dirty()
    }, due - Date.now())
  }

  /** Starts making a trailer or a report. @param {Video} v @param {JobKind} kind */
  start(v, kind) {
    const { config } = this.double
    if (kind === 'trailer') {
      v.is_trailer_creating = true
      v.trailer_due_at = Date.now() + config.trailerDelayMs
    } else {
      v.is_report_creating = true
      v.report_due_at = Date.now() + config.reportDelayMs
    }
    this.scheduleJob(v, kind)
  }

  /** @param {Video} v @param {JobKind} kind */
  scheduleJob(v, kind) {
    const { store } = this.double
    const due = /** @type {number} */ (kind === 'trailer' ? v.trailer_due_at : v.report_due_at)
    this.schedule(() => {
      const cur = store.findVideo(v.id)
      if (!cur) return
      if (kind === 'trailer' && cur.trailer_due_at === due) {
        cur.trailer_due_at = null
        cur.is_trailer_creating = false
        cur.trailer_path = 'trailer.mp4'
      } else if (kind === 'report' && cur.report_due_at === due) {
        cur.report_due_at = null
        cur.is_report_creating = false
        cur.report_path = 'report/report.html'
      } else return
      store.dirty()
    }, due - Date.now())
  }

  /** Picks up the jobs a saved state was waiting for. */
  resume() {
    for (const v of this.double.store.state.videos) {
      if (v.analysis_due_at && !v.seeded && v.media === undefined) this.double.media.start(v)
      if (v.analysis_due_at) this.scheduleAnalysis(v)
      if (v.trailer_due_at) this.scheduleJob(v, 'trailer')
      if (v.report_due_at) this.scheduleJob(v, 'report')
    }
  }
}
