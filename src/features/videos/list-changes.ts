import { displayStatus, type Video } from '@/api/videos'

/** The status each video had when the list last arrived, by id. */
export type SeenStatuses = ReadonlyMap<string, string>

/**
 * The videos that were not completed when the list last arrived and are completed now: their
 * analysis finished (a retried failed one too, however quickly). The list says so
 * (docs/decisions.md "Screens", a video that finishes is announced) instead of silently
 * moving the card. A video not seen before is new to this list, not newly ready.
 */
export function newlyCompleted(seen: SeenStatuses, items: readonly Video[]): Video[] {
  return items.filter((video) => {
    const before = seen.get(video.id)
    return (
      displayStatus(video.status) === 'completed' &&
      before !== undefined &&
      displayStatus(before) !== 'completed'
    )
  })
}

/** The statuses seen so far, with this answer's on top. */
export function remember(seen: SeenStatuses, items: readonly Video[]): SeenStatuses {
  const next = new Map(seen)
  for (const video of items) next.set(video.id, video.status)
  return next
}
