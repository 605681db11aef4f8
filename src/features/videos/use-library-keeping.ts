import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { loadKeeper } from '@/api/kept-on-device'
import type { KeepOutcome, KeepPlan } from '@/api/video-keeping'
import { type Video, videoDetailQuery } from '@/api/videos'
import { formatBytes } from '@/offline/device-report'
import { showModal } from '@/ui/modal-store'

/**
 * Keeping from the library (docs/product.md §4 Offline, "Kept videos"): a card's Keep for
 * offline and a selection's Keep go through the keep flow's queue (`keepInTurn`), one video
 * after the other, with the tray's progress. What is said aloud goes to the page's one polite
 * status (`useLibraryKeepWords`); a refusal opens the error popup.
 */

const said = createAtom('')

/** The library's last words about keeping, for its polite status. */
export const useLibraryKeepWords = (): string => useSelector(said)

export function useLibraryKeeping() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const bytes = (count: number) => formatBytes(count, i18n.locale)

  /** Each file's size; the video's detail first, since a list item does not name its clips. */
  const measure = async (video: Video): Promise<KeepPlan> => {
    const detail = await queryClient.fetchQuery(videoDetailQuery(video.id))
    return (await loadKeeper()).planKeep(detail, detail.title || detail.filename)
  }

  const unreadable = () =>
    void showModal({
      type: 'error',
      message: t`The size of this video could not be read, so nothing was kept. Try again later.`,
    })

  /** A refusal for room opens the error popup; what is kept is said politely. */
  const tell = (name: string, outcome: KeepOutcome) => {
    if (outcome.kind === 'no-room') {
      const need = bytes(outcome.need)
      const room = bytes(outcome.room)
      void showModal({
        type: 'error',
        message: t`“${name}” needs ${need} and this device has ${room} free for the app. Nothing of it was kept.`,
      })
    }
    if (outcome.kind !== 'kept') return
    const persist =
      outcome.persist === 'granted'
        ? t`The browser will keep it until you remove it.`
        : outcome.persist === 'refused'
          ? t`The browser did not promise to keep it: it may remove it when the device runs short of space.`
          : outcome.persist === 'unsupported'
            ? t`This browser cannot be asked to keep it; it may remove it when the device runs short of space.`
            : ''
    said.set(`${t`Kept “${name}” for offline.`} ${persist}`.trim())
  }

  /**
   * A card's Keep for offline: the size first, asked in a popup ("Keep {size}"), then the keep
   * in its turn. `onMeasured` runs once the size is known (the card stops showing it is busy).
   */
  const keepOne = async (video: Video, onMeasured: () => void) => {
    let plan: KeepPlan
    try {
      plan = await measure(video)
    } catch {
      onMeasured()
      unreadable()
      return
    }
    onMeasured()
    const name = plan.title
    const size = bytes(plan.total)
    const confirmed = await showModal({
      type: 'ask',
      title: t`Keep “${name}” for offline?`,
      message: t`The video, its trailer and its scene clips take ${size} on this device.`,
      confirmLabel: t`Keep ${size}`,
      cancelLabel: t`Cancel`,
    })
    if (!confirmed) return
    said.set(t`Keeping “${name}” for offline.`)
    const keeper = await loadKeeper()
    tell(plan.title, await keeper.keepInTurn(plan))
  }

  /** A partly kept video's Continue keeping: the rest, with `Range` requests. */
  const continueOne = async (video: Video) => {
    const keeper = await loadKeeper()
    tell(video.title || video.filename, await keeper.continueKeep(video.id))
  }

  /** A selection's Keep: every video in its turn, then how many were kept. */
  const keepAll = async (plans: readonly KeepPlan[]) => {
    const count = plans.length
    said.set(
      plural(count, {
        one: 'Keeping # video for offline.',
        other: 'Keeping # videos for offline, one after the other.',
      }),
    )
    const keeper = await loadKeeper()
    const outcomes = await Promise.all(
      plans.map(async (plan) => {
        const outcome = await keeper.keepInTurn(plan)
        if (outcome.kind === 'no-room') tell(plan.title, outcome)
        return outcome
      }),
    )
    const kept = outcomes.filter((outcome) => outcome.kind === 'kept').length
    said.set(t`${kept} of ${count} videos kept for offline.`)
  }

  return { measure, keepOne, continueOne, keepAll }
}
