import { sceneTimeToSeconds } from '@/lib/dates'
import { assetUrl } from './assets'
import type { Scene, Video } from './videos'

/**
 * The scene's own clip when the analysis made one; otherwise the full upload limited to the
 * scene's range with a media fragment (`#t=start,end`).
 */
export function scenePlayerSource(video: Video, scene: Scene): string | undefined {
  const clip = assetUrl(video.id, scene.videoPath)
  if (clip) return clip
  const full = assetUrl(video.id, video.videoPath, 'input')
  if (!full) return undefined
  const start = sceneTimeToSeconds(scene.startTime)
  const end = sceneTimeToSeconds(scene.endTime)
  return end > start ? `${full}#t=${start},${end}` : `${full}#t=${start}`
}
