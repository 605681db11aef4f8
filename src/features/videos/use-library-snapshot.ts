import { useLingui } from '@lingui/react'
import { type ParsedLocation, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { session, storedSessionChanged } from '@/api/session'
import { BUILD_ID } from '@/config/build-id'
import { ownerOf } from '@/lib/owner'
import { PAGE_SNAPSHOT_CACHE } from '@/offline/names'
import { keepSnapshot } from '@/offline/page-snapshot'
import { readSessionTag } from '@/offline/session-tag'
import { FIRST_CARDS } from './use-cards-in-steps'

/** How long the list must stay as it is before its snapshot is kept. */
const SETTLE_MS = 1000

/** Only the cards the app's first step draws: the rest come after it, as they do live. */
function firstCardsOnly(copy: DocumentFragment) {
  for (const card of copy.querySelectorAll(`.video-grid > li:nth-child(n+${FIRST_CARDS + 1})`))
    card.remove()
}

/** The path and search of the address the router last drew. */
const addressOf = (location: ParsedLocation | undefined) =>
  location && `${location.pathname}${location.searchStr}`

/**
 * Keeps the snapshot of the library page on screen once its list has settled (offline/page-snapshot.ts):
 * a second after the last answer, language or address change, so a list still moving is never
 * kept. The next start through the service worker paints it before any script runs. It is kept
 * only for the user and the address that drew it: the check runs when the list settles, before
 * the copy and after the write.
 */
export function useLibrarySnapshot(settled: boolean, answeredAt: number): void {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const router = useRouter()
  const address = useRouterState({ select: (state) => addressOf(state.resolvedLocation) })
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these is a new snapshot's trigger
  useEffect(() => {
    const owner = ownerOf(session.user())
    const tag = readSessionTag()
    if (!settled || !address || !owner || !tag || storedSessionChanged()) return
    const stillCurrent = () =>
      !storedSessionChanged() &&
      ownerOf(session.user()) === owner &&
      router.state.status === 'idle' &&
      addressOf(router.state.resolvedLocation) === address
    const keep = () =>
      void keepSnapshot({
        cacheName: PAGE_SNAPSHOT_CACHE,
        build: BUILD_ID,
        address,
        tag,
        stillCurrent,
        trim: firstCardsOnly,
      }).catch(() => undefined)
    // In an idle moment after the settling time, so the copy never holds up the reader.
    let idle: number | undefined
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(keep, { timeout: 2000 })
      else keep()
    }, SETTLE_MS)
    return () => {
      clearTimeout(timer)
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  }, [settled, answeredAt, address, locale])
}
