import { useRouter } from '@tanstack/react-router'
import { memo, type ReactNode, type RefObject, useRef } from 'react'
import { useKeepingVideoId, useKeptMarks } from '@/api/kept-on-device'
import type { Video } from '@/api/videos'
import { useOfflineNoticeId } from '@/ui/use-needs-server'
import { useScrollAnchor } from '@/ui/use-scroll-anchor'
import { useCardEvents } from './use-card-events'
import { useCardsInSteps } from './use-cards-in-steps'
import { VideoCard } from './VideoCard'

/**
 * A card renders again only when its own video or its own state changes: a refresh that brings
 * the same videos (the query keeps their objects) re-renders none of the fifty, and a keep's
 * progress only the card being kept.
 */
const Card = memo(VideoCard)

/**
 * The cards of one page; dimmed while the next page loads. The first list's cards come in
 * steps (`useCardsInSteps`), each step re-rendering the grid alone; `after` (the lower pager)
 * waits for the last, so nothing on screen moves when they arrive. The cards' kept marks come
 * from one subscription and their buttons go to one handler, both here (docs/architecture.md,
 * "The library's cards").
 */
export function VideoGrid({
  ref,
  videos,
  stale,
  onDeleted,
  after,
  selected,
  onSelect,
}: {
  ref: RefObject<HTMLUListElement | null>
  videos: readonly Video[]
  stale: boolean
  onDeleted: () => void
  after?: ReactNode
  /** Select mode: the chosen videos' ids, and what a card's checkbox calls. */
  selected?: ReadonlyMap<string, unknown>
  onSelect?: (video: Video, selected: boolean) => void
}) {
  const { shown, all } = useCardsInSteps(videos)
  // A card that grows above the screen (finished, so now with its picture) must not move the
  // cards being read, also in browsers without scroll anchoring.
  useScrollAnchor(ref, shown)
  const kept = useKeptMarks()
  const keepingId = useKeepingVideoId()
  const noticeId = useOfflineNoticeId()
  const router = useRouter()
  // Each card's address, worked out once per video, not at each of the grid's renders.
  const hrefs = useRef(new Map<string, string>()).current
  const hrefOf = (id: string) => {
    let href = hrefs.get(id)
    if (href === undefined) {
      href = router.buildLocation({ to: '/video-detail/$id', params: { id } }).href
      hrefs.set(id, href)
    }
    return href
  }
  const cards = useCardEvents({ videos, onDeleted, onSelect })
  return (
    <>
      {/* The handlers are the cards' buttons' and links' (delegated): the list is no control. */}
      <ul
        ref={ref}
        className={stale ? 'video-grid stale' : 'video-grid'}
        aria-busy={stale}
        {...cards.handlers}
      >
        {shown.map((video) => (
          <li key={video.id}>
            <Card
              video={video}
              href={hrefOf(video.id)}
              kept={kept.get(video.id)}
              keeping={keepingId === video.id}
              measuring={cards.measuring.has(video.id)}
              busy={cards.busy.get(video.id)}
              opening={cards.opening === video.id}
              unavailable={cards.unavailable}
              noticeId={noticeId}
              selected={selected?.has(video.id)}
              onSelectChange={onSelect ? cards.onSelectChange : undefined}
            />
          </li>
        ))}
      </ul>
      {all && shown.length > 0 && after}
    </>
  )
}
