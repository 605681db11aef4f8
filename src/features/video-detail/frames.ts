import { FRAME_PREVIEW_COUNT } from '@/config/limits'

/**
 * The frames the detail page shows: all of them up to six; beyond that an evenly spaced sample
 * of six that always includes the first and the last frame.
 */
export function sampleFrames<T>(frames: readonly T[], count = FRAME_PREVIEW_COUNT): T[] {
  if (frames.length <= count) return [...frames]
  if (count <= 1) return frames.slice(0, count)
  const last = frames.length - 1
  return Array.from({ length: count }, (_, i) => frames[Math.round((i * last) / (count - 1))] as T)
}
