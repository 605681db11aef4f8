import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { isApiError } from '@/api/errors'
import { type EndReason, session } from '@/api/session'
import { type UploadCheckpoint, uploadVideo } from '@/api/upload'
import { deleteVideo, videoKeys } from '@/api/videos'
import { UPLOAD_DONE_VISIBLE_MS } from '@/config/limits'
import { fileDate, readVideoDuration } from './media-info'
import {
  type FileStatus,
  isPending,
  nextToRun,
  type QueuedFile,
  queueAll,
  summarize,
} from './upload-queue'
import { emptyDraft, type PersonDraft, type UploadDraft } from './upload-rules'

/**
 * The upload dialog's draft and the queue of chosen files live here, outside React, so they
 * outlive the dialog and the page: the user can close the dialog and keep browsing while the
 * files go up (the tray shows each one), and a failure keeps everything they entered for a
 * retry. Step 1's details apply to every file; the files go up one at a time
 * (`upload-queue.ts` has the rules).
 */

export interface UploadState {
  dialogOpen: boolean
  step: 1 | 2
  draft: UploadDraft
  files: QueuedFile[]
  /** Next was pressed on step 1 while something was missing: every problem shows. */
  checked: boolean
}

const initialState = (): UploadState => ({
  dialogOpen: false,
  step: 1,
  draft: emptyDraft(),
  files: [],
  checked: false,
})

/** How far each file's earlier attempt got, so a retry continues instead of making a record. */
interface Attempt {
  checkpoint: UploadCheckpoint
  /** The record no longer matches the draft (it was edited): remove it and start over. */
  restart: boolean
}

let state: UploadState = initialState()
const attempts = new Map<number, Attempt>()
let running: { key: number; controller: AbortController } | null = null
let queryClient: QueryClient | undefined
/** The queue was stopped by a forced logout: kept for Retry, its records are not removed. */
let suspended = false
/** Whose queue is kept across a forced logout (an opaque owner id). */
let keptFor: string | undefined
let nextKey = 1
let doneTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(patch: Partial<UploadState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
  syncUnloadGuard()
}

function patchFile(key: number, patch: Partial<QueuedFile>) {
  set({ files: state.files.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)) })
}

/** Files are waiting or going up: the draft is locked until they are through. */
export const isQueueBusy = (current: UploadState = state) => summarize(current.files) === 'busy'

export function getUploadState(): UploadState {
  return state
}

export function useUploadState(): UploadState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
  )
}

// ---- the dialog ----

/** Opens the dialog; a running or failed queue opens where its progress and retry are. */
export function openUpload() {
  clearFinished()
  const summary = summarize(state.files)
  set({ dialogOpen: true, ...(summary === 'busy' || summary === 'failed' ? { step: 2 } : {}) })
}

/** Hides the dialog; the draft and the queue are kept. */
export function hideUpload() {
  set({ dialogOpen: false })
}

/** docs/product.md §2: Cancel resets the form (and removes any half-made records). */
export function cancelUpload() {
  if (isQueueBusy()) return
  for (const entry of state.files) if (entry.status !== 'done') discardRecord(entry.key)
  clearTimeout(doneTimer)
  // The tray keeps telling about files that did go up.
  const done = state.files.filter((entry) => entry.status === 'done')
  set({ ...initialState(), files: done })
}

export function goToStep(step: 1 | 2) {
  set({ step, checked: false })
}

/** Next pressed on step 1 with something missing: show every problem instead of moving on. */
export function showStepOneProblems() {
  set({ checked: true })
}

/**
 * Opens the dialog on step 1 with `files` chosen for step 2 (a drop on the Videos page, a video
 * shared to the installed app). While a queue runs the dialog opens on it and the files are
 * not taken: step 1's details are locked until it is through.
 */
export function openUploadWithFiles(files: readonly File[]) {
  openUpload()
  if (isQueueBusy()) return
  set({ step: 1 })
  chooseVideos(files)
}

/** One file: the share target hands over a single video. */
export const openUploadWithFile = (file: File) => openUploadWithFiles([file])

/** A draft the user would lose by closing: typed text, people or chosen files. */
export function holdsInput(current: UploadState = state): boolean {
  const { draft } = current
  return (
    draft.aboutVideo.trim() !== '' ||
    draft.trailerInstruction.trim() !== '' ||
    draft.people.length > 0 ||
    current.files.some((entry) => entry.status !== 'done')
  )
}

// ---- the draft ----

/** The draft changed: records made from the old one are replaced on the next try. */
function edited() {
  for (const attempt of attempts.values()) if (attempt.checkpoint.videoId) attempt.restart = true
  if (summarize(state.files) === 'failed') {
    set({
      files: state.files.map((entry) =>
        entry.status === 'failed' ? { ...entry, status: 'chosen' } : entry,
      ),
    })
  }
}

export function updateDraft(patch: Partial<Omit<UploadDraft, 'people'>>) {
  if (isQueueBusy()) return
  edited()
  set({ draft: { ...state.draft, ...patch } })
}

export function addPerson() {
  if (isQueueBusy()) return
  edited()
  const person: PersonDraft = { key: nextKey++, name: '', image: null, touched: false }
  set({ draft: { ...state.draft, people: [...state.draft.people, person] } })
  return person.key
}

export function updatePerson(key: number, patch: Partial<Omit<PersonDraft, 'key'>>) {
  if (isQueueBusy()) return
  // Marking a row as touched is not an edit of the draft.
  const onlyTouched = Object.keys(patch).every((name) => name === 'touched')
  if (!onlyTouched) edited()
  const people = state.draft.people.map((p) => (p.key === key ? { ...p, ...patch } : p))
  set({ draft: { ...state.draft, people } })
}

export function removePerson(key: number) {
  if (isQueueBusy()) return
  edited()
  set({ draft: { ...state.draft, people: state.draft.people.filter((p) => p.key !== key) } })
}

/** Adds files to step 2's list; each is checked by the rules and its length read on its own. */
export function chooseVideos(files: readonly File[]) {
  if (isQueueBusy() || files.length === 0) return
  clearFinished()
  const added: QueuedFile[] = files.map((file) => ({
    key: nextKey++,
    file,
    duration: null,
    reading: true,
    status: 'chosen',
    loaded: 0,
    total: file.size,
  }))
  set({ files: [...state.files, ...added] })
  for (const entry of added) {
    // Each read has its own timeout (media-info.ts): a file the browser cannot decode still
    // goes, with length 0.
    void readVideoDuration(entry.file).then((duration) => {
      if (state.files.some((current) => current.key === entry.key))
        patchFile(entry.key, { duration, reading: false })
    })
  }
}

export function removeVideo(key: number) {
  const entry = state.files.find((current) => current.key === key)
  if (!entry || isPending(entry.status)) return
  discardRecord(key)
  set({ files: state.files.filter((current) => current.key !== key) })
}

/** Files that all went up are shown in the tray until the next choice or dialog. */
function clearFinished() {
  if (summarize(state.files) !== 'done') return
  clearTimeout(doneTimer)
  set({ files: [] })
}

// ---- the queue ----

/** Best effort: a record whose upload will not be finished is removed, not left "in progress". */
function discardRecord(key: number) {
  const id = attempts.get(key)?.checkpoint.videoId
  attempts.delete(key)
  if (id && session.isSignedIn()) void deleteVideo(id).catch(() => undefined)
}

/** Upload pressed: every acceptable file not yet sent joins the queue, which starts at once. */
export function startUpload(client: QueryClient) {
  if (isQueueBusy()) return
  queryClient = client
  clearTimeout(doneTimer)
  set({ files: queueAll(state.files) })
  void runQueue()
}

/** Sends `key` again (a failed or stopped file), after the files already waiting. */
export function retryFile(client: QueryClient, key: number) {
  queryClient = client
  set({
    files: state.files.map((entry) =>
      entry.key === key && (entry.status === 'failed' || entry.status === 'stopped')
        ? { ...entry, status: 'queued', loaded: 0 }
        : entry,
    ),
  })
  void runQueue()
}

/** Stops one file: the running one is cut off (its record removed), a waiting one leaves the queue. */
export function stopFile(key: number) {
  if (running?.key === key) {
    running.controller.abort()
    return
  }
  const entry = state.files.find((current) => current.key === key)
  if (entry?.status === 'queued') patchFile(key, { status: 'stopped' })
}

/** Stops the whole queue: the running file and every one still waiting. */
export function stopUpload() {
  set({
    files: state.files.map((entry) =>
      entry.status === 'queued' ? { ...entry, status: 'stopped' } : entry,
    ),
  })
  running?.controller.abort()
}

/** Works through the queue one file at a time; a failure moves on to the next file. */
async function runQueue(): Promise<void> {
  for (let next = nextToRun(state.files); next; next = nextToRun(state.files)) {
    const outcome = await sendFile(next)
    if (outcome === 'session-ended') return
  }
  settle()
}

async function sendFile(entry: QueuedFile): Promise<'sent' | 'failed' | 'session-ended'> {
  const attempt = attempts.get(entry.key) ?? { checkpoint: {}, restart: false }
  if (attempt.restart) discardRecord(entry.key)
  const current: Attempt = attempt.restart ? { checkpoint: {}, restart: false } : attempt
  attempts.set(entry.key, current)
  const controller = new AbortController()
  running = { key: entry.key, controller }
  const { signal } = controller
  // Which step was running when it failed (updated from the sequence's callbacks).
  const at: { phase: FileStatus } = { phase: 'creating' }
  patchFile(entry.key, { status: at.phase, loaded: 0, total: entry.file.size })
  const { draft } = state
  try {
    await uploadVideo(
      {
        filename: entry.file.name,
        videoLength: entry.duration ?? 0,
        videoDate: fileDate(entry.file),
        outputLanguage: draft.outputLanguage,
        aboutThisVideo: draft.aboutVideo,
        trailerInstruction: draft.makeTrailer ? draft.trailerInstruction : undefined,
      },
      draft.people.map((person) => ({ name: person.name.trim(), image: person.image as File })),
      entry.file,
      current.checkpoint,
      {
        onPhase: (next) => {
          at.phase = next
          patchFile(entry.key, { status: next })
        },
        onProgress: (loaded, total) => patchFile(entry.key, { loaded, total }),
        onCheckpoint: (next) => {
          current.checkpoint = next
        },
      },
      signal,
    )
    attempts.delete(entry.key)
    patchFile(entry.key, { status: 'done', loaded: entry.file.size })
    return 'sent'
  } catch (error) {
    if (signal.aborted && suspended) {
      suspended = false
      patchFile(entry.key, { status: 'failed' })
      return 'session-ended'
    }
    if (signal.aborted) {
      discardRecord(entry.key)
      patchFile(entry.key, { status: 'stopped', loaded: 0 })
      return 'failed'
    }
    if (isApiError(error) && error.kind === 'session-ended') {
      reset()
      return 'session-ended'
    }
    // A storage refusal (an expired or rejected ticket) cannot be retried with the same ticket.
    if (
      at.phase === 'uploading' &&
      isApiError(error) &&
      (error.status === 400 || error.status === 403)
    )
      current.restart = true
    patchFile(entry.key, { status: 'failed' })
    return 'failed'
  } finally {
    if (running?.controller === controller) running = null
    void queryClient?.invalidateQueries({ queryKey: videoKeys.lists() })
  }
}

/** The queue ran dry: when every file went up, the draft is done with and the tray says so. */
function settle() {
  if (summarize(state.files) !== 'done') return
  attempts.clear()
  set({ ...initialState(), files: state.files })
  clearTimeout(doneTimer)
  doneTimer = setTimeout(clearFinished, UPLOAD_DONE_VISIBLE_MS)
}

export function dismissDone() {
  clearFinished()
}

/** Forgets everything (a session ended, or a test starts over). */
export function reset() {
  suspended = false
  keptFor = undefined
  running?.controller.abort()
  running = null
  attempts.clear()
  clearTimeout(doneTimer)
  set(initialState())
}

// ---- leaving the page while files are going up asks first ----

let guarded = false
const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault()
  // Older browsers need a value here to show the prompt.
  event.returnValue = ''
}

function syncUnloadGuard() {
  if (typeof window === 'undefined') return
  const busy = isQueueBusy()
  if (busy && !guarded) window.addEventListener('beforeunload', warnBeforeUnload)
  if (!busy && guarded) window.removeEventListener('beforeunload', warnBeforeUnload)
  guarded = busy
}

// ---- sessions (app/session-end.ts) ----

/**
 * A session ended. After a forced logout (a 401/403 mid-upload) a queue whose files have made
 * records is stopped but kept, files, draft and all: the running file turns failed, the waiting
 * ones stopped, so the same user signing in again can Retry them, or Cancel, which deletes the
 * records. Any other end forgets the queue.
 */
export function endUploadSession(reason: EndReason, owner: string | undefined) {
  const summary = summarize(state.files)
  const begun = summary === 'busy' || summary === 'failed'
  const recorded = [...attempts.values()].some((attempt) => attempt.checkpoint.videoId)
  if (reason !== 'forced' || !begun || !recorded || !owner) {
    reset()
    return
  }
  keptFor = owner
  set({
    dialogOpen: false,
    files: state.files.map((entry) =>
      entry.status === 'queued' ? { ...entry, status: 'stopped' } : entry,
    ),
  })
  if (running) {
    suspended = true
    running.controller.abort()
  }
}

/** A session started: a queue kept for someone else is forgotten. */
export function startUploadSession(owner: string | undefined) {
  if (keptFor !== undefined && keptFor !== owner) reset()
  keptFor = undefined
}
