import { memo, type ReactNode, type RefObject } from 'react'
import type { Video } from '@/api/videos'
import { useScrollAnchor } from '@/ui/use-scroll-anchor'
import { useCardsInSteps } from './use-cards-in-steps'
import { VideoCard } from './VideoCard'

/**
 * A card renders again only when its own video, the network or the callback changes: a refresh
 * that brings the same videos (the query keeps their objects) re-renders none of the fifty.
 */
const Card = memo(VideoCard)

/**
 * The cards of one page; dimmed while the next page loads. The first list's cards come in
 * steps (`useCardsInSteps`), each step re-rendering the grid alone; `after` (the lower pager)
 * waits for the last, so nothing on screen moves when they arrive.
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
  return (
    <>
      <ul ref={ref} className={stale ? 'video-grid stale' : 'video-grid'} aria-busy={stale}>
        {shown.map((video) => (
          <li key={video.id}>
            <Card
              video={video}
              onDeleted={onDeleted}
              selected={selected?.has(video.id)}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
      {all && shown.length > 0 && after}
    </>
  )
}
