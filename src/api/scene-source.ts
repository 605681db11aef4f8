import { sceneTimeToSeconds } from '@/lib/dates'
import { assetUrl } from './assets'
import { keptSource } from './kept-on-device'
import type { Scene, Video } from './videos'

/**
 * The scene's own clip when the analysis made one (its kept copy when kept); otherwise the full
 * upload limited to the scene's range with a media fragment (`#t=start,end`).
 */
export function scenePlayerSource(video: Video, scene: Scene): string | undefined {
  // A video kept for offline plays from this device (offline and online alike).
  const clip = scene.videoPath
    ? (keptSource(video.id, `scene-${scene.index}`) ?? assetUrl(video.id, scene.videoPath))
    : undefined
  if (clip) return clip
  const full = keptSource(video.id, 'full') ?? assetUrl(video.id, video.videoPath, 'input')
  if (!full) return undefined
  const start = sceneTimeToSeconds(scene.startTime)
  const end = sceneTimeToSeconds(scene.endTime)
  return end > start ? `${full}#t=${start},${end}` : `${full}#t=${start}`
}
