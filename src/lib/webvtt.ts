import { formatPreciseTime } from './dates'

/** One chapter: where it starts and ends (seconds) and its title. */
export interface Chapter {
  /** The cue's identifier: what a player or a reader of the file knows the chapter by. */
  id: string
  start: number
  end: number
  title: string
}

/** Cue text is plain text here: these three are markup in WebVTT; a line break ends a cue. */
const cueText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

/** An identifier may not hold "-->" or a line break. */
const cueId = (id: string) => id.replace(/\s+/g, ' ').replaceAll('-->', '→').trim()

/**
 * A WebVTT chapters file (`<track kind="chapters">`, and what editors and players import).
 * Chapters are put in order of start; a chapter that runs into the next one ends where the next
 * begins (chapters may not overlap), and one left with no length is left out.
 */
export function chaptersVtt(chapters: readonly Chapter[]): string {
  const ordered = [...chapters]
    .filter((chapter) => Number.isFinite(chapter.start) && Number.isFinite(chapter.end))
    .sort((a, b) => a.start - b.start)
  const cues: string[] = []
  ordered.forEach((chapter, i) => {
    const next = ordered[i + 1]
    const end = next ? Math.min(chapter.end, next.start) : chapter.end
    if (!(Math.round(end * 1000) > Math.round(chapter.start * 1000))) return
    cues.push(
      [
        cueId(chapter.id),
        `${formatPreciseTime(chapter.start)} --> ${formatPreciseTime(end)}`,
        cueText(chapter.title) || cueId(chapter.id),
      ].join('\n'),
    )
  })
  return `${['WEBVTT', ...cues].join('\n\n')}\n`
}
