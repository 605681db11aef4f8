import { useRouteQuery } from '@/api/use-route-query'
import { displayStatus, type Scene, type Video, videoDetailQuery } from '@/api/videos'
import { DESCRIPTION_MAX } from '@/config/limits'

export type SourceState =
  /** No video in the path: the generic form with the Videos and Scenes tabs. */
  | { kind: 'none' }
  | { kind: 'loading' }
  /** The session ended: the app is on its way to Login, show nothing. */
  | { kind: 'leaving' }
  /** The video could not be used (load failed, or not analysed yet): the generic form. */
  | { kind: 'failed'; reason: 'load' | 'not-ready' }
  | { kind: 'video'; video: Video; text: string }
  | { kind: 'scene'; video: Video; scene: Scene; text: string }

/** The prefilled text is read-only, so it must fit the search limit (docs/product.md §5). */
const toSearchText = (text: string | null | undefined) =>
  [...(text ?? '').trim()].slice(0, DESCRIPTION_MAX).join('')

/**
 * The video (and scene) an advanced search starts from (docs/product.md §2): its summary, or with a valid
 * sceneIndex the scene's description, becomes the read-only search text.
 */
export function useSearchSource(videoId: string | undefined, sceneIndex: number | undefined) {
  const { state: load } = useRouteQuery({
    ...videoDetailQuery(videoId ?? ''),
    enabled: videoId !== undefined,
  })
  const state = ((): SourceState => {
    if (videoId === undefined) return { kind: 'none' }
    if (load.step === 'loading') return { kind: 'loading' }
    if (load.step === 'ended') return { kind: 'leaving' }
    if (load.step !== 'ready') return { kind: 'failed', reason: 'load' }
    const video = load.data
    const scene = video.outputData?.scenes?.find((s) => s.index === sceneIndex)
    if (scene && toSearchText(scene.description)) {
      return { kind: 'scene', video, scene, text: toSearchText(scene.description) }
    }
    if (displayStatus(video.status) !== 'completed' || !toSearchText(video.summary)) {
      return { kind: 'failed', reason: 'not-ready' }
    }
    return { kind: 'video', video, text: toSearchText(video.summary) }
  })()
  return state
}
