import { connectLocalSearch, serveLocalSearch } from './protocol'
import { slimVideo } from './records'
import { idbIndexStorage, memoryIndexStorage } from './storage'
import type { LocalSearch } from './types'

/**
 * The page's handle on the local search index. Small on purpose: MiniSearch and the engine
 * live in the worker's own chunk, fetched the first time `localSearch()` is called, never by
 * a first screen. Without Worker support the engine runs in the page, loaded just as lazily.
 */

let instance: LocalSearch | undefined

/** The one index of this tab, started on first use. */
export function localSearch(): LocalSearch {
  instance ??= typeof Worker === 'undefined' ? inPage() : inWorker()
  return instance
}

function inWorker(): LocalSearch {
  const worker = new Worker(new URL('./local-search.worker.ts', import.meta.url), {
    type: 'module',
    name: 'local-search',
  })
  return slimming(connectLocalSearch(worker))
}

/**
 * The same engine on the main thread, behind a dynamic import, spoken to over a
 * MessageChannel so both paths share the protocol (and its copying of arguments).
 */
function inPage(): LocalSearch {
  const { port1, port2 } = new MessageChannel()
  void import('./engine').then(({ createLocalSearchEngine }) => {
    const storage = typeof indexedDB === 'undefined' ? memoryIndexStorage() : idbIndexStorage()
    serveLocalSearch(port2, createLocalSearchEngine({ storage }))
    port2.start() // calls made before the engine loaded wait in the port until now
  })
  port1.start()
  return slimming(connectLocalSearch(port1))
}

/** Only the fields the index reads cross to the worker (no frames, no paths of clips). */
const slimming = (inner: LocalSearch): LocalSearch => ({
  ...inner,
  upsertVideos: (owner, videos, arrival) =>
    inner.upsertVideos(owner, videos.map(slimVideo), arrival),
})

/**
 * Wipes the saved index at a session end, without starting a worker when none runs (the
 * logout of a user who never searched offline still leaves nothing behind).
 */
export async function wipeLocalSearch(): Promise<void> {
  if (instance) return instance.wipe()
  if (typeof indexedDB === 'undefined') return
  await idbIndexStorage()
    .wipe()
    .catch(() => undefined)
}

/**
 * Makes the saved index `owner`'s (anyone else's entries go), as a sign-in does to the saved
 * copy: the engine writes only while the index is its owner's. Needs no running worker.
 */
export async function setLocalSearchOwner(owner: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  await idbIndexStorage()
    .setOwner(owner)
    .catch(() => undefined)
}
