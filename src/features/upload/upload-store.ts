import type { QueryClient } from '@tanstack/react-query'
import { createAtom } from '@tanstack/store'
import { UPLOAD_DONE_VISIBLE_MS, UPLOAD_RETRY_WAITS_MS } from '@/config/limits'
import { readVideoDuration } from './media-info'
import {
  forgetKept,
  holdKeptQueue,
  keepDraft,
  keepFiles,
  keptBatch,
  markKeptStopped,
  releaseKeptQueue,
} from './upload-kept'
import * as machine from './upload-machine'
import { canQueue, isPending, summarize } from './upload-queue'
import type { PersonDraft, UploadDraft } from './upload-rules'
import { createUploadRunner } from './upload-runner'
import { createUploadSessionPolicy } from './upload-session'

type Transition<A extends unknown[]> = (now: machine.UploadState, ...args: A) => machine.UploadState

export type UploadStore = ReturnType<typeof createUploadStore>

/**
 * The upload dialog's draft and the queue of chosen files, outside React, so they outlive the
 * dialog and the page: the user can close the dialog and keep browsing while the files go up
 * (the tray shows each one), and a failure keeps everything they entered for a retry.
 * Each action applies a transition of the state machine (`upload-machine.ts`) and starts what
 * it implies: the runner's calls (`upload-runner.ts`), a record's removal, a file's reading.
 * `queryClient` is the app's: the video lists are asked for again after each file.
 */
export function createUploadStore(queryClient: QueryClient) {
  const state = createAtom(machine.initialUploadState())
  const runner = createUploadRunner(state, queryClient)
  /** Files that all went up stay in the tray this long. */
  let doneTimer: ReturnType<typeof setTimeout> | undefined
  /** The next try after the network dropped under a file, and how many drops in a row. */
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let drops = 0
  /** The draft was edited since the files kept on the device took it. */
  let draftUnkept = false

  /** Applies a transition; returns the state before it. */
  function apply<A extends unknown[]>(transition: Transition<A>, ...args: A) {
    const before = state.get()
    state.set(transition(before, ...args))
    return before
  }
  /** Changes the draft: records made from the old one are replaced on the next try. */
  function edit<A extends unknown[]>(transition: Transition<A>, ...args: A) {
    const before = apply(transition, ...args)
    if (state.get().draft !== before.draft) {
      runner.draftEdited()
      draftUnkept = true
    }
    return before
  }
  /**
   * Upload or Retry confirms the draft: files kept on the device take an edited one, so a new
   * page sends them with what the user last confirmed, not with the draft they were kept with.
   */
  function confirmDraft() {
    if (!draftUnkept) return
    draftUnkept = false
    const { files, draft } = state.get()
    void keepDraft(files, draft, runner.restarts)
  }
  const isBusy = () => machine.isQueueBusy(state.get())

  function clearFinished() {
    if (summarize(state.get().files) !== 'done') return
    clearTimeout(doneTimer)
    apply(machine.finishedCleared)
    // The queue is empty again: a later batch kept on this device comes next.
    void restore()
  }

  /**
   * Works through the queue. Offline it waits for the network (the `online` event runs it);
   * a drop under a file tries again after growing waits (UPLOAD_RETRY_WAITS_MS).
   */
  async function run(): Promise<void> {
    clearTimeout(retryTimer)
    if (!navigator.onLine) return
    const outcome = await runner.run()
    if (outcome === 'session-ended') reset()
    if (outcome === 'dropped') {
      const wait = UPLOAD_RETRY_WAITS_MS[Math.min(drops, UPLOAD_RETRY_WAITS_MS.length - 1)]
      drops++
      if (navigator.onLine) retryTimer = setTimeout(() => void run(), wait)
      return
    }
    drops = 0
    if (outcome !== 'ran-dry' || summarize(state.get().files) !== 'done') return
    runner.forget()
    apply(machine.settled)
    clearTimeout(doneTimer)
    // Once the finished files are cleared, a later batch kept on this device comes next.
    doneTimer = setTimeout(clearFinished, UPLOAD_DONE_VISIBLE_MS)
    // Nothing more kept: the page lets the kept queue go now, not when the files are cleared.
    void keptBatch().then((kept) => kept || releaseKeptQueue())
  }
  if (typeof window !== 'undefined') window.addEventListener('online', () => void run())

  const fileOf = (key: number) => state.get().files.filter((entry) => entry.key === key)

  /**
   * Upload pressed offline: each file that will join the queue is kept on this device with
   * the draft (`upload-kept.ts`). If they do not all fit, nothing is kept and the dialog says why.
   */
  async function keepOnDevice(): Promise<boolean> {
    const { files, draft } = state.get()
    apply(machine.keepingStarted)
    const ids = await keepFiles(
      files.filter((entry) => canQueue(entry) && !entry.kept),
      draft,
    )
    apply(machine.keepingEnded, ids)
    // This page holds the kept queue now, or once the page that holds it is gone, and then
    // brings back what that page left.
    if (ids) void holdKeptQueue().then(restore)
    return ids !== null
  }

  /** An empty queue, and no draft the user is typing, takes the kept queue. */
  const canRestore = () =>
    summarize(state.get().files) === 'empty' && !machine.holdsInput(state.get())

  /**
   * The uploads kept on this device for this sign-in come back into an empty queue (one
   * batch, with its draft) and go up when the network is there, each going on with the
   * record an earlier page made for it. Only in the page that holds the kept queue: another
   * tab holding it, this waits until that tab is gone (`holdKeptQueue`).
   */
  async function restore(): Promise<void> {
    if (!canRestore()) return
    // Nothing kept on this device: no lock is asked for (its page could not enter the
    // back/forward cache).
    if (!(await keptBatch())) return releaseKeptQueue()
    await holdKeptQueue()
    if (!canRestore()) return
    const kept = await keptBatch()
    if (!kept) return releaseKeptQueue()
    if (!canRestore()) return
    apply(machine.restored, kept.draft, kept.files)
    for (const entry of state.get().files) {
      const attempt = entry.kept && kept.attempts.get(entry.kept)
      if (attempt) runner.resume(entry.key, attempt.checkpoint, attempt.restart)
    }
    void run()
  }

  function open() {
    clearFinished()
    apply(machine.opened)
  }

  /** Adds files to step 2's list; each is checked by the rules and its length read on its own. */
  function chooseVideos(files: readonly File[]) {
    if (isBusy() || files.length === 0) return
    clearFinished()
    const before = apply(machine.videosChosen, files)
    for (const entry of state.get().files.filter((file) => file.key >= before.nextKey)) {
      // Each read has its own timeout (media-info.ts): a file the browser cannot decode still
      // goes, with length 0.
      void readVideoDuration(entry.file).then((duration) =>
        apply(machine.durationRead, entry.key, duration),
      )
    }
  }

  /** Forgets everything (a session ended, or a test starts over). */
  function reset() {
    releaseKeptQueue()
    runner.reset()
    clearTimeout(doneTimer)
    clearTimeout(retryTimer)
    draftUnkept = false
    state.set(machine.initialUploadState(state.get().nextKey))
  }

  const policy = createUploadSessionPolicy(state, runner, reset)
  /** Removes the records of every file not uploaded yet (best effort, runner.discard). */
  const discardUnfinishedRecords = (signal?: AbortSignal) =>
    Promise.all(
      state
        .get()
        .files.filter((entry) => entry.status !== 'done')
        .map((entry) => runner.discard(entry.key, signal)),
    )

  return {
    /** The state, for `useSelector` and `guardLeavingPage`. */
    state,
    get: () => state.get(),
    holdsInput: () => machine.holdsInput(state.get()),
    isBusy,
    open,
    /** Hides the dialog; the draft and the queue are kept. */
    hide: () => void apply(machine.hidden),
    /** docs/product.md §2: Cancel resets the form (and removes any half-made records). */
    cancel() {
      if (isBusy()) return
      void discardUnfinishedRecords()
      void forgetKept(state.get().files)
      clearTimeout(doneTimer)
      apply(machine.cancelled)
    },
    goToStep: (step: 1 | 2) => void apply(machine.steppedTo, step),
    /** Opens on step 1 with `files` chosen for step 2; a running queue keeps them out. */
    openWithFiles(files: readonly File[]) {
      open()
      if (isBusy()) return
      apply(machine.steppedTo, 1)
      chooseVideos(files)
    },
    updateDraft: (patch: Partial<Omit<UploadDraft, 'people'>>) =>
      void edit(machine.draftUpdated, patch),
    /** Adds an empty person and returns its key (undefined while the queue is busy). */
    addPerson(): number | undefined {
      const before = edit(machine.personAdded)
      return state.get().nextKey === before.nextKey ? undefined : before.nextKey
    },
    updatePerson: (key: number, patch: Partial<Omit<PersonDraft, 'key'>>) =>
      void edit(machine.personUpdated, key, patch),
    removePerson: (key: number) => void edit(machine.personRemoved, key),
    chooseVideos,
    removeVideo(key: number) {
      const before = apply(machine.videoRemoved, key)
      if (state.get().files.length === before.files.length) return
      void runner.discard(key)
      void forgetKept(before.files.filter((entry) => entry.key === key))
    },
    /**
     * Upload pressed: every acceptable file not yet sent joins the queue, which starts at once;
     * offline the files are kept on this device first and wait for the network.
     */
    async start() {
      if (isBusy() || state.get().keeping) return
      clearTimeout(doneTimer)
      confirmDraft()
      if (!navigator.onLine && !(await keepOnDevice())) return
      // Stopped files go too: the device forgets their stop, or a new page would keep them back.
      void markKeptStopped(
        state.get().files.filter((entry) => entry.status === 'stopped' && canQueue(entry)),
        false,
      )
      apply(machine.queueStarted)
      void run()
    },
    restore,
    /** Sends `key` again (a failed or stopped file), after the files already waiting. */
    retry(key: number) {
      confirmDraft()
      void markKeptStopped(fileOf(key), false)
      apply(machine.fileRetried, key)
      void run()
    },
    /** Stops one file: the running one is cut off (its record removed), a waiting one leaves. */
    stop(key: number) {
      const entry = fileOf(key).filter((file) => isPending(file.status))
      void markKeptStopped(entry, true)
      if (!runner.stop(key)) apply(machine.waitingStopped, key)
    },
    /** Stops the whole queue: the running file and every one still waiting. */
    stopAll() {
      clearTimeout(retryTimer)
      void markKeptStopped(
        state.get().files.filter((entry) => isPending(entry.status)),
        true,
      )
      apply(machine.queueStopped)
      runner.stopRunning()
    },
    /**
     * Files a logout would cut off: waiting, going up, stopped with their video made, or kept
     * on this device (a logout removes them from it).
     */
    unfinished: () =>
      state
        .get()
        .files.filter(
          (entry) =>
            isPending(entry.status) ||
            (entry.status !== 'done' && (runner.hasRecord(entry.key) || entry.kept)),
        ).length,
    /**
     * A confirmed logout: everything stops and the videos of unfinished files are removed (the
     * removals are cut off when `signal` aborts).
     */
    async discardUnfinished(signal?: AbortSignal): Promise<void> {
      apply(machine.queueStopped)
      runner.stopRunning()
      clearTimeout(retryTimer)
      await Promise.all([discardUnfinishedRecords(signal), forgetKept(state.get().files)])
    },
    /** Offline copy's Remove: files kept for the network stop and leave the list. */
    async removeWaiting(): Promise<void> {
      const kept = state.get().files.filter((entry) => entry.kept)
      if (kept.length === 0) return
      apply(machine.queueStopped)
      runner.stopRunning()
      clearTimeout(retryTimer)
      await forgetKept(kept)
      apply(machine.keptRemoved)
    },
    dismissDone: clearFinished,
    reset,
    /** A session ended or started (the route layer registers these, docs/architecture.md). */
    sessionEnded: policy.ended,
    sessionStarted: policy.started,
  }
}
