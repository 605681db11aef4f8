import type { QueryClient } from '@tanstack/react-query'
import { wipeIndex } from '@/api/local-search/feed'
import { wipeUserCaches } from './device-caches'
import { forgetSavedCopyNote } from './eviction-notice'
import { setSavedCopyOwner, wipeSavedCopy } from './saved-store'

type Wipes = [typeof import('@/api/kept-on-device'), typeof import('@/offline/waiting-uploads')]
let wipesLoad: Promise<Wipes> | undefined

/**
 * The modules that wipe the kept videos and the waiting uploads: no public first screen needs
 * them, so they are not in the entry. A signed-in page loads them in its first idle moment
 * (`readySessionEndWipes`), so a session end never waits for a download within its time limit
 * (docs/architecture.md, "What the entry holds"); a failed load is tried again at the next use.
 */
function loadWipes(): Promise<Wipes> {
  wipesLoad ??= Promise.all([import('@/api/kept-on-device'), import('@/offline/waiting-uploads')])
  wipesLoad.catch(() => {
    wipesLoad = undefined
  })
  return wipesLoad
}

/** Loads the session end's wipes while the page is idle (someone is signed in). */
export function readySessionEndWipes(): void {
  const load = () => void loadWipes().catch(() => undefined)
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 })
  else setTimeout(load, 1000)
}

/** Stops a keep under way and removes every kept file (the module loaded for it). */
export const wipeKeptVideos = async (): Promise<void> => (await loadWipes())[0].wipeKeptVideos()

/**
 * The saved copy of the library (what "Remove the saved copy" removes too). The note that a
 * copy exists goes before the copy, so the next start never takes this for an eviction
 * (docs/decisions.md, "Eviction noticed").
 */
export const SAVED_COPY_STEPS: readonly {
  what: string
  run: (owner: string | undefined) => unknown
  /** A session's end only: "Remove the saved copy" leaves it (Offline copy removes it apart). */
  sessionOnly?: true
}[] = [
  {
    what: 'saved pages',
    run: (owner) => {
      forgetSavedCopyNote()
      return wipeSavedCopy(owner)
    },
  },
  {
    what: 'thumbnails, frame images and the page snapshots for a warm start',
    run: () => wipeUserCaches(),
  },
  { what: 'the search index of the saved library', run: () => wipeIndex() },
  {
    what: 'the videos kept for offline (a keep under way stops first)',
    run: () => wipeKeptVideos(),
  },
  {
    what: 'uploads waiting for the network, their files and drafts',
    run: async () => (await loadWipes())[1].wipeWaitingUploads(),
    sessionOnly: true,
  },
]

/**
 * At start, what the tabs share when it belongs to nobody signed in (a session that vanished
 * without a logout) or to someone else. A shared video waiting for sign-in stays.
 */
export async function wipeOthersData(): Promise<void> {
  await Promise.allSettled(SAVED_COPY_STEPS.map(async (step) => step.run(undefined)))
}

/**
 * "Remove the saved copy" (the profile's Offline copy): `owner`'s saved pages, images, search
 * index and kept videos go as at a session end, and the saved pages leave the memory too, but
 * the session stays; the copy's owner is then set to `owner` again, so pages opened next are
 * saved as before.
 */
export async function removeSavedCopy(owner: string, queryClient: QueryClient): Promise<void> {
  // What a screen shows now (the profile) stays on it; its next answer is saved again.
  queryClient.removeQueries({
    predicate: (query) => query.meta?.persist === true && query.getObserversCount() === 0,
  })
  const steps = SAVED_COPY_STEPS.filter((step) => !step.sessionOnly)
  await Promise.allSettled(steps.map(async (step) => step.run(owner)))
  await setSavedCopyOwner(owner)
}
