import { type Chapter, chaptersVtt } from '@/lib/webvtt'
import type { SceneSpan } from '../scene-spans'

/**
 * The described video's track (`<track kind="descriptions">`): one cue per scene whose times
 * read and which has a description, from its start to its end, the whole description as its
 * text. The cue's identifier is the scene's number. A descriptions file follows the chapters
 * file's rules (cues in order, none overlapping the next), so it is written the same way.
 */
export function descriptionCues(spans: readonly SceneSpan[]): Chapter[] {
  return spans
    .filter((span) => span.timed && span.scene.description.trim() !== '')
    .map((span) => ({
      id: String(span.number),
      start: span.start!,
      end: span.end!,
      title: span.scene.description,
    }))
}

export const descriptionsVtt = (spans: readonly SceneSpan[]) => chaptersVtt(descriptionCues(spans))
