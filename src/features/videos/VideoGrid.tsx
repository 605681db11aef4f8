import { memo, type Ref } from 'react'
import type { Video } from '@/api/videos'
import { VideoCard } from './VideoCard'

/**
 * A card renders again only when its own video, the network or the callback changes: a refresh
 * that brings the same videos (the query keeps their objects) re-renders none of the fifty.
 */
const Card = memo(VideoCard)

/** The cards of one page; dimmed while the next page loads. */
export function VideoGrid({
  ref,
  videos,
  online,
  stale,
  onDeleted,
}: {
  ref?: Ref<HTMLUListElement>
  videos: readonly Video[]
  online: boolean
  stale: boolean
  onDeleted: () => void
}) {
  return (
    <ul ref={ref} className={stale ? 'video-grid stale' : 'video-grid'} aria-busy={stale}>
      {videos.map((video) => (
        <li key={video.id}>
          <Card video={video} online={online} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  )
}
