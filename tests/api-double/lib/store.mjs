// @ts-check
// The double's state and its persistence: in memory, or (with a data folder) a JSON file
// written 100 ms after each change and on close, so uploads and sign-ins survive a restart.
import { randomBytes } from 'node:crypto'
import { renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { seedState } from '../sim/library.mjs'

/** @typedef {import('../sim/library.mjs').State & { secret: string, demo_prepared?: boolean }} StoredState */
/** @typedef {import('../sim/library.mjs').User} User */

export class Store {
  /** @param {string | undefined} stateFile */
  constructor(stateFile) {
    this.stateFile = stateFile
    /** @type {StoredState} */
    this.state = { ...seedState(), secret: randomBytes(32).toString('hex') }
    /** Bumped on every change (the search index cache keys on it). */
    this.version = 0
    /** @type {NodeJS.Timeout | null} */
    this.saveTimer = null
  }

  /** Loads the saved state when there is one; writes the first save. */
  async load() {
    if (!this.stateFile) return
    try {
      this.state = JSON.parse(await readFile(this.stateFile, 'utf8'))
    } catch {
      // no saved state yet (or a broken one): keep the fresh seed
    }
    this.saveNow()
  }

  /** Fresh seeded state; the signing secret stays (tickets and links issued before stay valid). */
  reseed() {
    this.state = { ...seedState(), secret: this.state.secret }
    this.dirty()
  }

  saveNow() {
    if (!this.stateFile) return
    const tmp = `${this.stateFile}.tmp`
    writeFileSync(tmp, JSON.stringify(this.state))
    renameSync(tmp, this.stateFile)
  }

  /** Marks a change: bumps the version and schedules a save. */
  dirty() {
    this.version++
    if (!this.stateFile || this.saveTimer) return
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null
      try {
        this.saveNow()
      } catch (err) {
        console.error('[api-double] could not save state', err)
      }
    }, 100)
  }

  /** Saves a pending change at once (on close). */
  flush() {
    if (this.saveTimer) clearTimeout(this.saveTimer)
    this.saveTimer = null
    this.saveNow()
  }

  /** @param {string} id */
  findVideo(id) {
    return this.state.videos.find((v) => v.id === id)
  }

  /** @param {unknown} email */
  userByEmail(email) {
    const wanted = String(email).toLowerCase()
    return this.state.users.find((u) => u.email.toLowerCase() === wanted)
  }

  /** Ends every session of one user (their bearer tokens stop working). @param {string} userId */
  endSessionsOf(userId) {
    for (const [t, r] of Object.entries(this.state.tokens))
      if (r.user_id === userId) delete this.state.tokens[t]
  }
}
