import { msg } from '@lingui/core/macro'
import { useSyncExternalStore } from 'react'
import type { EndReason } from '@/api/session'
import { loadCatalogs } from '@/i18n/catalogs'
import { currentLocale, i18n } from '@/i18n/i18n'
import { showModal } from '@/ui/modal-store'

type UploadUi = typeof import('./upload-ui')

/**
 * The upload dialog, its store and its tray load the first time they are needed (the Upload
 * button, a video shared to the installed app), not with every signed-in page. Once loaded they
 * stay: the layout keeps the tray mounted, so an upload in progress shows on every page.
 */
let ui: UploadUi | null = null
let loading: Promise<UploadUi> | undefined
/** Counts session ends: an open asked for before one is dropped when the chunk arrives after. */
let sessionEnds = 0
const listeners = new Set<() => void>()

function loadUploadUi(): Promise<UploadUi> {
  loading ??= Promise.all([
    import('./upload-ui'),
    // The dialog's and the tray's words.
    loadCatalogs(currentLocale(), ['videos']),
  ]).then(
    ([module]) => {
      ui = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      // A chunk that did not arrive (a deploy replaced it, the network dropped) may be asked
      // for again by the next click.
      loading = undefined
      throw error
    },
  )
  return loading
}

function withUploadUi(use: (module: UploadUi) => void): void {
  const askedIn = sessionEnds
  loadUploadUi().then(
    (module) => {
      if (askedIn === sessionEnds) use(module)
    },
    () => {
      void showModal({
        type: 'error',
        message: i18n._(msg`Something went wrong. Please try again!`),
      })
    },
  )
}

/** Opens the upload dialog (where a running or failed upload is, if there is one). */
export function openUpload(): void {
  withUploadUi((module) => module.openUpload())
}

/** Opens the dialog on step 1 with `files` chosen for step 2 (the share target, a drop). */
export function openUploadWithFiles(files: readonly File[]): void {
  withUploadUi((module) => module.openUploadWithFiles(files))
}

export const openUploadWithFile = (file: File) => openUploadWithFiles([file])

/**
 * A session ended (app/session-end.ts): the store decides what of its queue it keeps. A store
 * never loaded holds nothing, so its code is not fetched for this.
 */
export function endUploadSession(reason: EndReason, owner: string | undefined): void {
  sessionEnds++
  ui?.endUploadSession(reason, owner)
}

/** A session started: a queue kept for someone else is forgotten (when the store is loaded). */
export function startUploadSession(owner: string | undefined): void {
  ui?.startUploadSession(owner)
}

/** The loaded upload UI, or null until something first asked for it. */
export function useUploadUi(): UploadUi | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => ui,
    () => null,
  )
}
