import { type FrameRate, framesAt, isDropFrame, timecode } from './timecode'

/** One event: a stretch of the source, placed at the same time on the record side. */
export interface EdlEvent {
  /** Seconds into the source (the analysed video). */
  start: number
  end: number
  /** What the event is (the scene's description), as a comment an editor sees. */
  comment?: string
}

interface EdlInput {
  title: string
  /** The source file's name, so an editor can relink the events to it. */
  clipName?: string
  events: readonly EdlEvent[]
  rate: FrameRate
}

/** The auxiliary source reel: the source is a file, not a tape. */
const REEL = 'AX'
/** Characters of the title line's text that CMX 3600 readers take. */
const TITLE_MAX = 70
/** CMX 3600 counts events with three digits. */
const EVENTS_MAX = 999

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: readers split
 * lines on more than CR and LF (Python's `splitlines()` on U+000B, U+000C, U+001C-U+001E,
 * U+0085, U+2028 and U+2029 too), and none of them belongs in an editor's list.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
/** A UTF-16 half without its other half, which no UTF-8 reader can take. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** A comment or title on one line, without characters an EDL reader splits on. */
const oneLine = (text: string) =>
  text.replace(BREAKS, ' ').replace(LONE_SURROGATE, '\ufffd').replace(/\s+/g, ' ').trim()

/** The first `max` characters (code points, so a surrogate pair is never cut in half). */
const firstChars = (text: string, max: number) => Array.from(text).slice(0, max).join('')

/**
 * A CMX 3600 edit decision list: one cut (`C`) event on the video track (`V`) per entry, its
 * source and record timecodes both read from the entry's times (the record side lays the scenes
 * out where they are in the video), in the order they start. Drop-frame rates say so in the
 * `FCM` line and with `;` timecodes. A clip name and comment follow each event as `*` notes,
 * which editors (Resolve, Premiere, Avid) show and ignore when conforming. Lines end in CRLF,
 * as the format's tools expect; text is UTF-8.
 */
export function cmx3600({ title, clipName, events, rate }: EdlInput): string {
  const lines = [
    `TITLE: ${firstChars(oneLine(title), TITLE_MAX).trim() || 'Scenes'}`,
    `FCM: ${isDropFrame(rate) ? 'DROP FRAME' : 'NON-DROP FRAME'}`,
    '',
  ]
  const ordered = [...events]
    .filter((event) => Number.isFinite(event.start) && Number.isFinite(event.end))
    .sort((a, b) => a.start - b.start)
    .slice(0, EVENTS_MAX)
  ordered.forEach((event, i) => {
    const from = framesAt(event.start, rate)
    // An event lasts one frame at least, or editors drop it.
    const to = Math.max(from + 1, framesAt(event.end, rate))
    const [inTc, outTc] = [timecode(from, rate), timecode(to, rate)]
    const number = String(i + 1).padStart(3, '0')
    lines.push(
      `${number}  ${REEL.padEnd(8)} ${'V'.padEnd(5)} ${'C'.padEnd(8)} ${inTc} ${outTc} ${inTc} ${outTc}`,
    )
    if (clipName) lines.push(`* FROM CLIP NAME: ${oneLine(clipName)}`)
    if (event.comment && oneLine(event.comment)) lines.push(`* COMMENT: ${oneLine(event.comment)}`)
    lines.push('')
  })
  return lines.join('\r\n')
}
