import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import * as v from 'valibot'
import { useKeptVideos } from '@/api/kept-on-device'
import { type Video, VideoSchema, videoDetailQuery } from '@/api/videos'

/**
 * "Only kept on this device" (docs/product.md §2 VideoList): the videos kept whole on this
 * device, all on one page in the order kept, narrowed by the tag search on the device. Each
 * card is drawn from the video's saved detail (kept with the saved copy, so offline too); a
 * video whose detail is not on the device shows with the title it was kept under.
 */
export function useKeptLibrary(enabled: boolean, searchValue: string) {
  const kept = useKeptVideos().filter((video) => video.complete)
  const details = useQueries({
    queries: (enabled ? kept : []).map((video) => videoDetailQuery(video.videoId)),
  })
  // The same list while nothing changes, so the memoised cards are not drawn again.
  const keptKey = kept.map((video) => video.videoId).join('\n')
  const answeredKey = details.map((detail) => detail.dataUpdatedAt).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys say when they change
  const videos = useMemo(
    () =>
      enabled
        ? kept.map(
            (video, index) =>
              details[index]?.data ??
              v.parse(VideoSchema, {
                id: video.videoId,
                filename: video.title,
                title: video.title,
                status: 'completed',
              }),
          )
        : [],
    [enabled, keptKey, answeredKey],
  )
  const text = searchValue.trim().toLowerCase()
  const shown = useMemo(
    () => (text ? videos.filter((video) => hasTag(video, text)) : videos),
    [videos, text],
  )
  return { keptCount: videos.length, videos: shown }
}

/** The tag search on the device: a tag that contains the text, in any case. */
const hasTag = (video: Video, text: string) =>
  video.tags.some((tag) => tag.name.toLowerCase().includes(text))
