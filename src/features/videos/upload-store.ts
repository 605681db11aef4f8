import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { isApiError } from '../../api/errors'
import { type EndReason, session } from '../../api/session'
import { type UploadCheckpoint, type UploadPhase, uploadVideo } from '../../api/upload'
import { deleteVideo, videoKeys } from '../../api/videos'
import { fileDate, readVideoDuration } from './media-info'
import { emptyDraft, isVideoFile, type PersonDraft, type UploadDraft } from './upload-rules'

/**
 * The upload dialog's draft and the upload in flight live here, outside React, so they outlive
 * the dialog and the page: the user can close the dialog and keep browsing while the file goes
 * up (the tray shows progress), and a failure keeps everything they entered for a retry.
 * One upload at a time.
 */

export interface ChosenVideo {
  file: File
  /** Seconds; null when unreadable (or still being read). */
  duration: number | null
  reading: boolean
}

export type UploadStatus = 'idle' | UploadPhase | 'done' | 'failed'

export interface UploadState {
  dialogOpen: boolean
  step: 1 | 2
  draft: UploadDraft
  video: ChosenVideo | null
  status: UploadStatus
  loaded: number
  total: number
  /** The file of the running (or last) upload, for the tray. */
  filename: string
}

const initialState = (): UploadState => ({
  dialogOpen: false,
  step: 1,
  draft: emptyDraft(),
  video: null,
  status: 'idle',
  loaded: 0,
  total: 0,
  filename: '',
})

let state: UploadState = initialState()
let checkpoint: UploadCheckpoint = {}
/** An earlier attempt's record no longer matches the draft: remove it and start over. */
let restart = false
let controller: AbortController | null = null
/** The upload was stopped by a forced logout: kept for Retry, its record is not removed. */
let suspended = false
/** Whose upload is kept across a forced logout (an opaque owner id). */
let keptFor: string | undefined
let nextPersonKey = 1
let readToken = 0
let doneTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

/** How long the tray keeps saying "uploaded" before it tidies itself away. */
const DONE_VISIBLE_MS = 10_000

function set(patch: Partial<UploadState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
  syncUnloadGuard()
}

export const isBusy = (status: UploadStatus) =>
  status === 'creating' || status === 'people' || status === 'uploading' || status === 'finishing'

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

export function openUpload() {
  if (state.status === 'done') set({ status: 'idle', filename: '' })
  // A running or failed upload opens where its progress and retry are.
  if (isBusy(state.status) || state.status === 'failed') set({ step: 2 })
  set({ dialogOpen: true })
}

/** Hides the dialog; the draft and any running upload are kept. */
export function hideUpload() {
  set({ dialogOpen: false })
}

/** docs/product.md §2: Cancel resets the form. */
export function cancelUpload() {
  if (isBusy(state.status)) return
  discardRecord()
  readToken++
  const keepDone = state.status === 'done'
  set({
    ...initialState(),
    status: keepDone ? 'done' : 'idle',
    filename: keepDone ? state.filename : '',
  })
}

export function goToStep(step: 1 | 2) {
  set({ step })
}

/**
 * Opens the dialog on step 1 with `file` chosen for step 2 (used by the share target: a video
 * shared to the installed app lands here). A file that is not a video is ignored.
 */
export function openUploadWithFile(file: File) {
  if (isBusy(state.status)) {
    openUpload()
    return
  }
  openUpload()
  set({ step: 1 })
  if (isVideoFile(file)) chooseVideo(file)
}

// ---- the draft ----

function edited() {
  if (checkpoint.videoId) restart = true
  if (state.status === 'failed') set({ status: 'idle' })
}

export function updateDraft(patch: Partial<Omit<UploadDraft, 'people'>>) {
  if (isBusy(state.status)) return
  edited()
  set({ draft: { ...state.draft, ...patch } })
}

export function addPerson() {
  if (isBusy(state.status)) return
  edited()
  const person: PersonDraft = { key: nextPersonKey++, name: '', image: null, touched: false }
  set({ draft: { ...state.draft, people: [...state.draft.people, person] } })
  return person.key
}

export function updatePerson(key: number, patch: Partial<Omit<PersonDraft, 'key'>>) {
  if (isBusy(state.status)) return
  edited()
  const people = state.draft.people.map((p) => (p.key === key ? { ...p, ...patch } : p))
  set({ draft: { ...state.draft, people } })
}

export function removePerson(key: number) {
  if (isBusy(state.status)) return
  edited()
  set({ draft: { ...state.draft, people: state.draft.people.filter((p) => p.key !== key) } })
}

export function chooseVideo(file: File) {
  if (isBusy(state.status)) return
  edited()
  const token = ++readToken
  set({ video: { file, duration: null, reading: true } })
  void readVideoDuration(file).then((duration) => {
    if (token !== readToken || state.video?.file !== file) return
    set({ video: { file, duration, reading: false } })
  })
}

export function removeVideo() {
  if (isBusy(state.status)) return
  edited()
  readToken++
  set({ video: null })
}

// ---- the upload ----

/** Best effort: a record whose upload will not be finished is removed, not left "in progress". */
function discardRecord() {
  const id = checkpoint.videoId
  checkpoint = {}
  restart = false
  if (id && session.isSignedIn()) void deleteVideo(id).catch(() => undefined)
}

export async function startUpload(queryClient: QueryClient): Promise<void> {
  const { draft, video } = state
  if (!video || isBusy(state.status)) return
  if (restart) discardRecord()
  clearTimeout(doneTimer)
  controller = new AbortController()
  const { signal } = controller
  // Which step was running when it failed (updated from the sequence's callbacks).
  const at: { phase: UploadStatus } = { phase: 'creating' }
  set({ status: at.phase, loaded: 0, total: video.file.size, filename: video.file.name })
  try {
    await uploadVideo(
      {
        filename: video.file.name,
        videoLength: video.duration ?? 0,
        videoDate: fileDate(video.file),
        outputLanguage: draft.outputLanguage,
        aboutThisVideo: draft.aboutVideo,
        trailerInstruction: draft.makeTrailer ? draft.trailerInstruction : undefined,
      },
      draft.people.map((person) => ({ name: person.name.trim(), image: person.image as File })),
      video.file,
      checkpoint,
      {
        onPhase: (status) => {
          at.phase = status
          set({ status })
        },
        onProgress: (loaded, total) => set({ loaded, total }),
        onCheckpoint: (next) => {
          checkpoint = next
        },
      },
      signal,
    )
    checkpoint = {}
    restart = false
    const { filename } = state
    set({ ...initialState(), status: 'done', filename })
    doneTimer = setTimeout(() => {
      if (state.status === 'done') set({ status: 'idle', filename: '' })
    }, DONE_VISIBLE_MS)
    void queryClient.invalidateQueries({ queryKey: videoKeys.lists() })
  } catch (error) {
    if (signal.aborted && suspended) {
      suspended = false
      set({ status: 'failed' })
    } else if (signal.aborted) {
      discardRecord()
      set({ status: 'idle', loaded: 0 })
    } else if (isApiError(error) && error.kind === 'session-ended') {
      reset()
    } else {
      // A storage refusal (an expired or rejected ticket) cannot be retried with the same ticket.
      if (
        at.phase === 'uploading' &&
        isApiError(error) &&
        (error.status === 400 || error.status === 403)
      )
        restart = true
      set({ status: 'failed' })
    }
    void queryClient.invalidateQueries({ queryKey: videoKeys.lists() })
  } finally {
    controller = null
  }
}

/** Stops the running upload; the draft stays for another try. */
export function stopUpload() {
  controller?.abort()
}

export function dismissDone() {
  clearTimeout(doneTimer)
  if (state.status === 'done') set({ status: 'idle', filename: '' })
}

/** Forgets everything (a session ended, or a test starts over). */
export function reset() {
  suspended = false
  keptFor = undefined
  controller?.abort()
  controller = null
  checkpoint = {}
  restart = false
  readToken++
  clearTimeout(doneTimer)
  set(initialState())
}

// ---- leaving the page while a file is uploading asks first ----

let guarded = false
const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault()
  // Older browsers need a value here to show the prompt.
  event.returnValue = ''
}

function syncUnloadGuard() {
  if (typeof window === 'undefined') return
  const busy = isBusy(state.status)
  if (busy && !guarded) window.addEventListener('beforeunload', warnBeforeUnload)
  if (!busy && guarded) window.removeEventListener('beforeunload', warnBeforeUnload)
  guarded = busy
}

// ---- sessions (app/session-end.ts) ----

/**
 * A session ended. After a forced logout (a 401/403 mid-upload) an upload that has made its
 * record is stopped but kept, file, draft and all, so the same user signing in again can Retry
 * it, or Cancel, which deletes the record; any other end forgets the upload.
 */
export function endUploadSession(reason: EndReason, owner: string | undefined) {
  const begun = isBusy(state.status) || state.status === 'failed'
  if (reason !== 'forced' || !begun || !checkpoint.videoId || !owner) {
    reset()
    return
  }
  keptFor = owner
  if (controller) {
    suspended = true
    controller.abort()
  }
  set({ status: 'failed', dialogOpen: false })
}

/** A session started: an upload kept for someone else is forgotten. */
export function startUploadSession(owner: string | undefined) {
  if (keptFor !== undefined && keptFor !== owner) reset()
  keptFor = undefined
}
