import { useNavigate, useRouter } from '@tanstack/react-router'
import {
  type ChangeEvent,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { loadKeeper } from '@/api/kept-on-device'
import type { Video } from '@/api/videos'
import { afterNextPaint } from '@/ui/after-paint'
import { showOfflineNotice, useNeedsServer } from '@/ui/use-needs-server'
import { useLibraryKeeping } from './use-library-keeping'
import { useVideoActions } from './use-video-actions'

/** What a card's button asks for (its `data-card-action`); a busy Keep button has none. */
export type CardAction = 'keep' | 'continue' | 'remove' | 'retry' | 'delete'

/** Actions that need the server: offline they show the offline notice instead. */
const NEEDS_SERVER: ReadonlySet<CardAction> = new Set(['keep', 'continue', 'retry', 'delete'])

/** The card an event came from, and what it asked for (a button's action or its link). */
export function cardTarget(
  target: EventTarget | null,
): { videoId: string; action?: CardAction; link?: HTMLAnchorElement } | undefined {
  if (!(target instanceof Element)) return undefined
  const card = target.closest<HTMLElement>('[data-video-id]')
  const videoId = card?.dataset.videoId
  if (!card || !videoId) return undefined
  const button = target.closest<HTMLElement>('[data-card-action]')
  if (button && card.contains(button))
    return { videoId, action: button.dataset.cardAction as CardAction }
  const link = target.closest<HTMLAnchorElement>('a.video-card-link')
  return link && card.contains(link) ? { videoId, link } : { videoId }
}

/** A click the page answers itself: the main button, no modifier key, no other window. */
export const isPlainClick = (event: MouseEvent, link: HTMLAnchorElement) =>
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  !link.target

/**
 * The cards' behaviour, once for the whole grid (docs/architecture.md, "The library's cards"):
 * a card is markup with `data-card-action` buttons and its link, and the grid's one click
 * handler does what they ask. Also the grid-wide state the cards show: which card is busy with
 * a delete or retry, which one reads its size before keeping, which one is opening.
 */
export function useCardEvents({
  videos,
  onDeleted,
  onSelect,
}: {
  videos: readonly Video[]
  onDeleted: () => void
  onSelect?: (video: Video, selected: boolean) => void
}) {
  const { busy, confirmDelete, retry } = useVideoActions(onDeleted)
  const { keepOne, continueOne } = useLibraryKeeping()
  const server = useNeedsServer()
  const navigate = useNavigate()
  const router = useRouter()
  const [measuring, setMeasuring] = useState<ReadonlySet<string>>(new Set())
  const [opening, setOpening] = useState<string>()
  const cancelOpening = useRef<() => void>(undefined)
  useEffect(() => () => cancelOpening.current?.(), [])

  const intent = useRef<{ videoId: string; timer?: ReturnType<typeof setTimeout> }>(undefined)
  useEffect(() => () => clearTimeout(intent.current?.timer), [])

  const byId = useMemo(() => new Map(videos.map((video) => [video.id, video])), [videos])
  // The checkbox's handler stays one function, so the memoised cards are not drawn again.
  const latest = useRef({ byId, onSelect })
  latest.current = { byId, onSelect }

  const measured = (id: string, on: boolean) =>
    setMeasuring((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const act = (action: CardAction, video: Video) => {
    switch (action) {
      case 'keep':
        measured(video.id, true)
        return void keepOne(video, () => measured(video.id, false))
      case 'continue':
        return void continueOne(video)
      case 'remove':
        return void loadKeeper().then((keeper) => keeper.removeKept(video.id))
      case 'retry':
        return retry(video)
      case 'delete':
        return void confirmDelete(video)
    }
  }

  /** The grid's one click handler: a card's buttons, and its link's tap that paints first. */
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const hit = cardTarget(event.target)
    const video = hit && byId.get(hit.videoId)
    if (!hit || !video) return
    if (hit.action) {
      if (NEEDS_SERVER.has(hit.action) && server.unavailable) {
        event.preventDefault()
        showOfflineNotice()
        return
      }
      act(hit.action, video)
      return
    }
    if (!hit.link || event.defaultPrevented || !isPlainClick(event, hit.link)) return
    // The tap paints the card as opening first; the detail page renders after that frame
    // (docs/architecture.md, "Answering a tap").
    event.preventDefault()
    clearTimeout(intent.current?.timer)
    setOpening(video.id)
    cancelOpening.current?.()
    cancelOpening.current = afterNextPaint(() => {
      void navigate({ to: '/video-detail/$id', params: { id: video.id } }).finally(() =>
        setOpening(undefined),
      )
    })
  }

  /**
   * A link pointed at or focused loads the detail page's code and data ahead after the
   * router's preload delay, a touched one at once: what the router's `Link` did on each card.
   */
  const preload = (videoId: string) =>
    void router
      .preloadRoute({ to: '/video-detail/$id', params: { id: videoId } })
      .catch(() => undefined)
  const onIntent = (event: SyntheticEvent<HTMLElement>) => {
    const hit = cardTarget(event.target)
    if (!hit?.link || intent.current?.videoId === hit.videoId) return
    clearTimeout(intent.current?.timer)
    const delay = router.options.defaultPreloadDelay ?? 0
    intent.current = {
      videoId: hit.videoId,
      timer: setTimeout(() => preload(hit.videoId), delay),
    }
  }
  const onTouch = (event: SyntheticEvent<HTMLElement>) => {
    const hit = cardTarget(event.target)
    if (hit?.link) preload(hit.videoId)
  }
  const onLeave = (event: SyntheticEvent<HTMLElement>) => {
    if (!cardTarget(event.target)?.link) return
    clearTimeout(intent.current?.timer)
    intent.current = undefined
  }

  const onSelectChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const hit = cardTarget(event.target)
    const video = hit && latest.current.byId.get(hit.videoId)
    if (video) latest.current.onSelect?.(video, event.target.checked)
  }, [])

  return {
    busy,
    measuring,
    opening,
    unavailable: server.unavailable,
    /** What goes on the grid's list element. */
    handlers: {
      onClick,
      onFocus: onIntent,
      onMouseOver: onIntent,
      onTouchStart: onTouch,
      onBlur: onLeave,
      onMouseOut: onLeave,
    },
    onSelectChange,
  }
}
