import { VIDEO_METADATA_TIMEOUT_MS } from '@/config/limits'

/**
 * docs/product.md §5: the video's duration is read from the chosen file. Resolves to seconds, or null when
 * the browser cannot read it (an unsupported codec, a damaged file).
 */
export function readVideoDuration(file: Blob): Promise<number | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(null)
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const video = document.createElement('video')
    let settled = false
    const finish = (seconds: number | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      video.removeAttribute('src')
      video.load()
      URL.revokeObjectURL(url)
      resolve(seconds)
    }
    const timer = setTimeout(() => finish(null), VIDEO_METADATA_TIMEOUT_MS)
    video.preload = 'metadata'
    video.muted = true
    video.onloadedmetadata = () =>
      finish(Number.isFinite(video.duration) && video.duration >= 0 ? video.duration : null)
    video.onerror = () => finish(null)
    video.src = url
  })
}

/** docs/product.md §5: the file's last-modified date, as the video's date. */
export function fileDate(file: File): string | null {
  return file.lastModified > 0 ? new Date(file.lastModified).toISOString() : null
}
