import type { QueryClient } from '@tanstack/react-query'
import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { GENERIC_FAILURE } from '@/api/failure-lines'
import type { EndReason } from '@/api/session'
import { loadCatalogs } from '@/i18n/catalogs'
import { currentLocale, i18n } from '@/i18n/i18n'
import { readSessionTag } from '@/offline/session-tag'
import { showModal } from '@/ui/modal-store'
import type { UploadStore } from './upload-store'

type UploadUi = typeof import('./upload-ui')

interface Launcher {
  /** The upload chunk, once loaded; it stays. */
  ui: UploadUi | null
  /** The app's upload store, made by `UploadHost` once the chunk is in. */
  store: UploadStore | null
  loading: Promise<UploadUi> | undefined
  /** What was asked for before the store existed; a session's end drops it. */
  pending: ((store: UploadStore) => void) | undefined
}

/**
 * The upload dialog, its store and its tray load the first time they are needed (the Upload
 * button, a video shared to the installed app), not with every signed-in page. Once loaded they
 * stay: the layout keeps the tray mounted, so an upload in progress shows on every page.
 */
const launcher = createAtom<Launcher>({
  ui: null,
  store: null,
  loading: undefined,
  pending: undefined,
})
const patch = (change: Partial<Launcher>) => launcher.set((now) => ({ ...now, ...change }))

function loadUploadUi(): Promise<UploadUi> {
  const { loading } = launcher.get()
  if (loading) return loading
  const load = Promise.all([
    import('./upload-ui'),
    // The dialog's and the tray's words.
    loadCatalogs(currentLocale(), ['upload']),
  ]).then(
    ([module]) => {
      patch({ ui: module })
      return module
    },
    (error: unknown) => {
      // A chunk that did not arrive (a deploy replaced it, the network dropped) may be asked
      // for again by the next click.
      patch({ loading: undefined })
      throw error
    },
  )
  patch({ loading: load })
  return load
}

/** Runs `use` with the store: now, or once the chunk is in and `UploadHost` has made it. */
function withUploadStore(use: (store: UploadStore) => void): void {
  const { store } = launcher.get()
  if (store) {
    use(store)
    return
  }
  patch({ pending: use })
  loadUploadUi().catch(() => {
    patch({ pending: undefined })
    void showModal({ type: 'error', message: i18n._(GENERIC_FAILURE) })
  })
}

/**
 * Makes the app's upload store, with the app's query client, once the chunk is in (UploadHost,
 * on every signed-in page, calls it), and runs what was asked for meanwhile.
 */
export function makeUploadStore(queryClient: QueryClient): void {
  const { ui, store, pending } = launcher.get()
  if (!ui || store) return
  const made = ui.createUploadStore(queryClient)
  ui.guardLeavingPage(made.state)
  patch({ store: made, pending: undefined })
  pending?.(made)
}

/** Opens the upload dialog (where a running or failed upload is, if there is one). */
export function openUpload(): void {
  withUploadStore((store) => store.open())
}

/** Opens the dialog on step 1 with `files` chosen for step 2 (the share target, a drop). */
export function openUploadWithFiles(files: readonly File[]): void {
  withUploadStore((store) => store.openWithFiles(files))
}

export const openUploadWithFile = (file: File) => openUploadWithFiles([file])

/**
 * A session ended (registered by the route layer, app/session-end.ts runs it): the store
 * decides what of its queue it keeps, and an open asked for before is dropped. A store never
 * made holds nothing, so its code is not fetched for this.
 */
export function endUploadSession(reason: EndReason, owner: string | undefined): void {
  patch({ pending: undefined })
  launcher.get().store?.sessionEnded(reason, owner)
}

/** Uploads a logout would cut off (none while the store was never made). */
export const unfinishedUploads = (): number => launcher.get().store?.unfinished() ?? 0

/** A confirmed logout: stop the uploads and remove their half-made videos (until `signal`). */
export const discardUnfinishedUploads = async (signal: AbortSignal): Promise<void> =>
  launcher.get().store?.discardUnfinished(signal)

/** A session started: a queue kept for someone else is forgotten (when the store exists). */
export function startUploadSession(owner: string | undefined): void {
  launcher.get().store?.sessionStarted(owner)
}

/**
 * A signed-in page started: uploads this sign-in kept on the device for the network come back
 * into the queue (the upload chunk loads only when there are some).
 */
export async function resumeWaitingUploads(): Promise<void> {
  const tag = readSessionTag()
  if (!tag || (await (await waitingUploads()).countWaitingUploads(tag)) === 0) return
  withUploadStore((store) => void store.restore())
}

/** Offline copy's Remove: the waiting uploads leave the queue and the device. */
export async function removeWaitingUploads(): Promise<void> {
  await launcher.get().store?.removeWaiting()
  await (await waitingUploads()).wipeWaitingUploads()
}

/**
 * The uploads kept on the device, read only by a signed-in start and the profile: the route
 * files that import this launcher are in the entry, the public screens' too.
 */
const waitingUploads = () => import('@/offline/waiting-uploads')

/** The loaded upload chunk and the store, or nulls until something first asked for them. */
export function useUploadLauncher(): Pick<Launcher, 'ui' | 'store'> {
  const ui = useSelector(launcher, (now) => now.ui)
  const store = useSelector(launcher, (now) => now.store)
  return { ui, store }
}
