import type { Ref } from 'react'
import type { Video } from '@/api/videos'
import { VideoCard } from './VideoCard'

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
          <VideoCard video={video} online={online} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  )
}
