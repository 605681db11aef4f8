import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { storedSessionChanged } from '@/api/session'
import { BUILD_ID } from '@/config/build-id'
import { PAGE_PICTURE_CACHE } from '@/config/offline'
import { keepPicture } from '@/lib/page-picture'
import { FIRST_CARDS } from './use-cards-in-steps'

/** How long the list must stay as it is before its picture is kept. */
const SETTLE_MS = 1000

/** Only the cards the app's first step draws: the rest come after it, as they do live. */
function firstCardsOnly(copy: DocumentFragment) {
  for (const card of copy.querySelectorAll(`.video-grid > li:nth-child(n+${FIRST_CARDS + 1})`))
    card.remove()
}

/**
 * Keeps the picture of the library page on screen once its list has settled (lib/page-picture.ts):
 * a second after the last answer, language or address change, so a list still moving is never
 * kept. The next start through the service worker paints it before any script runs.
 */
export function useLibraryPicture(settled: boolean, answeredAt: number, address: string): void {
  const { i18n } = useLingui()
  const locale = i18n.locale
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these is a new picture's trigger
  useEffect(() => {
    if (!settled) return
    const keep = () =>
      void keepPicture({
        cacheName: PAGE_PICTURE_CACHE,
        build: BUILD_ID,
        stillCurrent: () => !storedSessionChanged(),
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
