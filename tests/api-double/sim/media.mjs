// @ts-check
// An uploaded video's own pictures (cut by ffmpeg.mjs) as the double's background work: started
// when the file has arrived, one video at a time in child processes, never on a request. The
// analysis waits for it (jobs.mjs) and the assets origin serves what it cut. Anything that goes
// wrong (no ffmpeg, a file ffmpeg cannot read, the time limit, a reset) leaves the stock media.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { extractMedia } from './ffmpeg.mjs'

/** @typedef {import('./ffmpeg.mjs').MediaResult} MediaResult */
/** @typedef {import('../lib/video.mjs').Video} Video */

/**
 * Counted from the file's arrival, waiting in the queue included: past it, the work is stopped
 * and the analysis completes with the stock media. A 6-second clip takes about 2 s on a busy
 * 2-core machine, a 10-minute 720p file about 35 s (README, "Upload flow").
 */
export const MEDIA_TIME_LIMIT_MS = 90_000

export class MediaWork {
  /**
   * @param {import('../lib/context.mjs').Double} double
   * @param {import('./ffmpeg.mjs').Tools | null} tools null: stock media only
   * @param {number} [timeLimitMs]
   */
  constructor(double, tools, timeLimitMs = MEDIA_TIME_LIMIT_MS) {
    this.double = double
    this.tools = tools
    this.timeLimitMs = timeLimitMs
    /** @type {Map<string, { done: Promise<MediaResult | null>, stop: AbortController }>} */
    this.pending = new Map()
    /** @type {Promise<unknown>} the work runs one video at a time */
    this.queue = Promise.resolve()
    this.stopAll = new AbortController()
  }

  /** The folder an upload's own pictures go to. @param {string} videoId */
  outputDir(videoId) {
    return join(this.double.uploadsDir, videoId, 'output')
  }

  /** Queues cutting the pictures out of the video's uploaded file. @param {Video} v */
  start(v) {
    const { store, uploadsDir, info } = this.double
    const tools = this.tools
    this.pending.get(v.id)?.stop.abort() // a newer file replaces an older one
    if (!tools || !v.upload?.file) {
      v.media = null
      return
    }
    delete v.media // not known yet
    const input = join(uploadsDir, v.upload.file)
    const out = this.outputDir(v.id)
    const stop = new AbortController()
    const all = this.stopAll.signal
    const signal = AbortSignal.any([all, stop.signal, AbortSignal.timeout(this.timeLimitMs)])
    const work = this.queue.then(async () => {
      if (signal.aborted || !store.findVideo(v.id)) return { result: null, ms: 0 }
      const t0 = Date.now()
      const result = await extractMedia(tools, input, out, signal).catch(() => null)
      return { result, ms: Date.now() - t0 }
    })
    this.queue = work
    const done = work.then(async ({ result, ms }) => {
      if (this.pending.get(v.id)?.done === done) this.pending.delete(v.id)
      const cur = store.findVideo(v.id)
      if (!cur) await rm(join(uploadsDir, v.id), { recursive: true, force: true }) // deleted
      if (!cur || stop.signal.aborted || all.aborted) return null // replaced, reset or closed
      if (!result) await rm(out, { recursive: true, force: true })
      cur.media = result
      store.dirty()
      const seconds = (ms / 1000).toFixed(1)
      info(
        result
          ? `media of ${v.id}: ${result.scenes.length} scenes cut from the file in ${seconds} s`
          : `media of ${v.id}: the stock media (ffmpeg could not cut the file in time, or at all)`,
      )
      return result
    })
    this.pending.set(v.id, { done, stop })
  }

  /** The video's own media once its work is done; null: the stock media. @param {Video} v */
  async ready(v) {
    const pending = this.pending.get(v.id)
    return pending ? await pending.done : (v.media ?? null)
  }

  /** Stops all work (reset, close); resolves when no child process is left. */
  async clear() {
    this.stopAll.abort()
    this.stopAll = new AbortController()
    this.pending.clear()
    await this.queue
  }
}
