import { cutAtWord } from '@/lib/text-cut'
import type { Chapter } from '@/lib/webvtt'
import type { SceneSpan } from './scene-spans'

/** A chapter title: the description's first words, as a player's chapter menu shows them. */
const CHAPTER_TITLE_MAX = 60

/**
 * The chapters of a video, one per scene whose times read (docs/decisions.md "Moments"): titled
 * with the start of the description, or `untitled(number)` ("Scene 3") without one. The cue's
 * identifier is the scene's number, so a chapter leads back to its scene.
 */
export function chaptersOf(
  spans: readonly SceneSpan[],
  untitled: (number: number) => string,
): Chapter[] {
  return spans
    .filter((span) => span.timed)
    .map((span) => ({
      id: String(span.number),
      start: span.start!,
      end: span.end!,
      title: cutAtWord(span.scene.description, CHAPTER_TITLE_MAX) || untitled(span.number),
    }))
}
