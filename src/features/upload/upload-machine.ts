import * as queue from './upload-queue'
import { isPending, nextToRun, type QueuedFile, summarize } from './upload-queue'
import { emptyDraft, type PersonDraft, type UploadDraft } from './upload-rules'

/**
 * The upload dialog's draft and its queue as a state machine (docs/product.md §2 Upload
 * dialog, §4 Upload): every change is a pure function from one state to the next, with no
 * call, timer or abort in it. `upload-store.ts` holds the state and runs the calls
 * (`upload-runner.ts`); the rules of a queue of files are in `upload-queue.ts`.
 */

export interface UploadState {
  dialogOpen: boolean
  step: 1 | 2
  draft: UploadDraft
  files: readonly QueuedFile[]
  /** The key the next person or file gets: unique for as long as the store lives. */
  nextKey: number
  /** Upload was pressed offline: the files are being kept on this device. */
  keeping: boolean
  /** They did not fit on this device: nothing was kept (the dialog says so). */
  noRoom: boolean
}

type Transition<A extends unknown[] = []> = (state: UploadState, ...args: A) => UploadState

export const initialUploadState = (nextKey = 1): UploadState => ({
  dialogOpen: false,
  step: 1,
  draft: emptyDraft(),
  files: [],
  nextKey,
  keeping: false,
  noRoom: false,
})

/** Files are waiting or going up: the draft is locked until they are through. */
export const isQueueBusy = (state: UploadState) => summarize(state.files) === 'busy'

/** Files went up or failed: the dialog reopens on them, and closing it only hides it. */
export const hasBegun = (state: UploadState) => {
  const summary = summarize(state.files)
  return summary === 'busy' || summary === 'failed'
}

/** A draft the user would lose by closing: typed text, people or chosen files. */
export function holdsInput({ draft, files }: UploadState): boolean {
  return (
    draft.aboutVideo.trim() !== '' ||
    draft.trailerInstruction.trim() !== '' ||
    draft.people.length > 0 ||
    files.some((entry) => entry.status !== 'done')
  )
}

/** The next file to send: the first one waiting, none while one is going up. */
export const nextFile = (state: UploadState) => nextToRun(state.files)

const editDraft = (state: UploadState, draft: UploadDraft): UploadState =>
  isQueueBusy(state) ? state : { ...draftEdited(state), draft }

/** The draft changed: files that failed may go again (the runner replaces their records). */
const draftEdited: Transition = (state) =>
  summarize(state.files) === 'failed'
    ? {
        ...state,
        files: state.files.map((entry) =>
          entry.status === 'failed' ? { ...entry, status: 'chosen' } : entry,
        ),
      }
    : state

/** A transition of the file list alone (`upload-queue.ts`); no change keeps the same state. */
const onFiles =
  <A extends unknown[]>(
    change: (files: readonly QueuedFile[], ...args: A) => readonly QueuedFile[],
  ): Transition<A> =>
  (state, ...args) => {
    const files = change(state.files, ...args)
    return files === state.files ? state : { ...state, files }
  }

// ---- the dialog ----

/** Files that all went up are shown in the tray until the next choice or dialog. */
export const finishedCleared: Transition = (state) =>
  summarize(state.files) === 'done' ? { ...state, files: [] } : state

/** Opens the dialog; a running or failed queue opens where its progress and retry are. */
export const opened: Transition = (state) => {
  const next = finishedCleared(state)
  return { ...next, dialogOpen: true, step: hasBegun(next) ? 2 : next.step }
}

export const hidden: Transition = (state) => ({ ...state, dialogOpen: false })

/** Cancel (docs/product.md §2): the form resets; the tray keeps the files that did go up. */
export const cancelled: Transition = (state) =>
  isQueueBusy(state)
    ? state
    : {
        ...initialUploadState(state.nextKey),
        files: state.files.filter((entry) => entry.status === 'done'),
      }

export const steppedTo: Transition<[step: 1 | 2]> = (state, step) => ({ ...state, step })

/**
 * Opened on step 1 with `files` chosen for step 2 (a drop on the Videos page, a shared
 * video). While a queue runs it opens on that queue and the files are not taken.
 */
export const openedWithFiles: Transition<[files: readonly File[]]> = (state, files) => {
  const next = opened(state)
  return isQueueBusy(next) ? next : videosChosen({ ...next, step: 1 }, files)
}

// ---- the draft ----

export const draftUpdated: Transition<[patch: Partial<Omit<UploadDraft, 'people'>>]> = (
  state,
  patch,
) => editDraft(state, { ...state.draft, ...patch })

/** Adds an empty person; the new row's key is the state's `nextKey` before the change. */
export const personAdded: Transition = (state) => {
  if (isQueueBusy(state)) return state
  const person: PersonDraft = { key: state.nextKey, name: '', image: null }
  const next = editDraft(state, { ...state.draft, people: [...state.draft.people, person] })
  return { ...next, nextKey: state.nextKey + 1 }
}

export const personUpdated: Transition<[key: number, patch: Partial<Omit<PersonDraft, 'key'>>]> = (
  state,
  key,
  patch,
) =>
  editDraft(state, {
    ...state.draft,
    people: state.draft.people.map((person) =>
      person.key === key ? { ...person, ...patch } : person,
    ),
  })

export const personRemoved: Transition<[key: number]> = (state, key) =>
  editDraft(state, {
    ...state.draft,
    people: state.draft.people.filter((person) => person.key !== key),
  })

/** Adds files to step 2's list, each still to be read (`durationRead`). */
export const videosChosen: Transition<[files: readonly File[]]> = (state, files) => {
  if (isQueueBusy(state) || files.length === 0) return state
  const next = finishedCleared(state)
  const added: QueuedFile[] = files.map((file, index) => ({
    key: next.nextKey + index,
    file,
    duration: null,
    reading: true,
    status: 'chosen',
    loaded: 0,
    total: file.size,
  }))
  return { ...next, files: [...next.files, ...added], nextKey: next.nextKey + files.length }
}

export const durationRead = onFiles(queue.read)

/** Removes a file that is not waiting or going up. */
export const videoRemoved: Transition<[key: number]> = (state, key) => {
  const entry = state.files.find((current) => current.key === key)
  if (!entry || isPending(entry.status)) return state
  return { ...state, files: state.files.filter((current) => current.key !== key) }
}

// ---- the queue ----

/** Upload pressed: every acceptable file not yet sent joins the queue. */
export const queueStarted: Transition = (state) =>
  isQueueBusy(state) ? state : { ...state, files: queue.queueAll(state.files) }

export const fileRetried = onFiles(queue.requeued)
/** A waiting file leaves the queue (the running one is stopped by the runner). */
export const waitingStopped = onFiles(queue.waitingStopped)
export const queueStopped = onFiles(queue.allWaitingStopped)

// One file's way up, reported by the runner.
export const fileStarted = onFiles(queue.started)
export const phaseReached = onFiles(queue.phaseReached)
export const progressed = onFiles(queue.progressed)
export const fileSent = onFiles(queue.sent)
export const fileFailed = onFiles(queue.failed)
export const fileDropped = onFiles(queue.dropped)

// ---- waiting for the network (docs/product.md §2 Upload) ----

/** Upload pressed offline: the files are being kept on this device first. */
export const keepingStarted: Transition = (state) => ({ ...state, keeping: true, noRoom: false })

/** Kept (`ids`: queue key → id on the device), or refused for want of room (null). */
export const keepingEnded: Transition<[ids: ReadonlyMap<number, string> | null]> = (state, ids) =>
  ids
    ? { ...state, keeping: false, files: queue.kept(state.files, ids) }
    : { ...state, keeping: false, noRoom: true }

/** Offline copy removed the files kept for the network: they leave the list (none is running). */
export const keptRemoved: Transition = (state) => ({
  ...state,
  files: state.files.filter((entry) => !entry.kept || isPending(entry.status)),
})

export interface RestoredFile {
  id: string
  file: File
  duration: number | null
  /** The user stopped it on an earlier page: it stays stopped, with Retry. */
  stopped?: boolean
}

/**
 * The queue kept on this device comes back (a new page, the same user): its files wait for
 * their turn with the draft they were chosen with. Only into an empty queue.
 */
export const restored: Transition<[draft: UploadDraft, kept: readonly RestoredFile[]]> = (
  state,
  draft,
  kept,
) => {
  if (state.files.length > 0 || kept.length === 0) return state
  const files: QueuedFile[] = kept.map((entry, index) => ({
    key: state.nextKey + index,
    file: entry.file,
    duration: entry.duration,
    reading: false,
    status: entry.stopped ? 'stopped' : 'queued',
    loaded: 0,
    total: entry.file.size,
    kept: entry.id,
  }))
  let nextKey = state.nextKey + files.length
  // The people's keys are this page's: the queue's own numbering, after the files.
  const people = draft.people.map((person) => ({ ...person, key: nextKey++ }))
  return { ...state, step: 2, draft: { ...draft, people }, files, nextKey }
}
export const fileStopped = onFiles(queue.stopped)

/** The queue ran dry: once every file went up, the draft is done with (the tray says so). */
export const settled: Transition = (state) =>
  summarize(state.files) === 'done'
    ? { ...initialUploadState(state.nextKey), files: state.files }
    : state

/**
 * A forced logout keeps a begun queue for its user (`upload-session.ts`): the dialog closes
 * and the waiting files stop; the running one turns failed when the runner stops it.
 */
export const keptForLater: Transition = (state) => ({ ...queueStopped(state), dialogOpen: false })
