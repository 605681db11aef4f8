/** Spec §9: a scene shows this many frame images on the detail page. */
export const FRAME_PREVIEW_COUNT = 6

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

/** A frame's position in its scene (1-based) as shown to people; `-1` when absent. */
export function framePosition<T>(frames: readonly T[], frame: T): number {
  const index = frames.indexOf(frame)
  return index < 0 ? -1 : index + 1
}
