import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { type Video, videoDetailQuery } from '@/api/videos'

/** The name a page gives a video: its title, else its file's name (pages add "Untitled video"). */
export const videoName = (video: Video): string => video.title || video.filename

/**
 * The name of a video its page can put in the document title when the route loads: known when
 * the video is in the cache (fresh, or restored from the device). A video that arrives later
 * asks for the title again (`VideoStates`).
 */
export function cachedVideoName(queryClient: QueryClient, id: string): string | undefined {
  const video = queryClient.getQueryData(videoDetailQuery(id).queryKey)
  return video && videoName(video)
}

/** VideoDetail's own part of the document title until its video's name is known. */
export const DETAIL_TITLE = msg`Video details`

/** SceneFrames' own part of the document title; `sceneIndex` as in the path (shown from 1). */
export function framesTitle(sceneIndex: string) {
  if (!/^\d+$/.test(sceneIndex)) return msg`Frame images`
  const number = Number(sceneIndex) + 1
  return msg`Frame images of scene ${number}`
}
