import { parseSceneTime } from '@/lib/dates'
import { type FrameRate, parseTimecode } from '@/lib/timecode'

/**
 * Readers of the exported formats, written from the formats' rules rather than from the
 * writers, so a test that reads a file back checks what another program would see. Used by the
 * unit tests and by the end-to-end tests of the downloads.
 */

export interface ReadCue {
  id: string
  start: number
  end: number
  text: string
}

/** A WebVTT file: its cues (an error for anything a WebVTT parser would not accept). */
export function readVtt(text: string): ReadCue[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')
    .split(/\n{2,}/)
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0] ?? '')) throw new Error('not a WebVTT file')
  return blocks
    .slice(1)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n')
      const timing = lines.findIndex((line) => line.includes('-->'))
      if (timing < 0 || timing > 1) throw new Error(`not a cue: ${block}`)
      const id = timing === 1 ? lines[0]! : ''
      const [from, to] = lines[timing]!.split(/\s+-->\s+/)
      const start = parseSceneTime(from)
      const end = parseSceneTime(to?.split(/\s/)[0])
      if (start === undefined || end === undefined || !(end > start))
        throw new Error(`bad timing: ${lines[timing]}`)
      const payload = lines.slice(timing + 1).join('\n')
      if (/[<>]|&(?!amp;|lt;|gt;)/.test(payload)) throw new Error(`markup in ${payload}`)
      const plain = payload.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
      return { id, start, end, text: plain }
    })
}

/** A CSV file (RFC 4180, a UTF-8 byte-order mark first): its rows of values. */
export function readCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no byte-order mark')
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  const body = text.slice(1)
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        value += '"'
        i++
      } else if (char === '"') quoted = false
      else value += char
    } else if (char === '"' && value === '') quoted = true
    else if (char === ',') {
      row.push(value)
      value = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++
      row.push(value)
      rows.push(row)
      row = []
      value = ''
    } else value += char
  }
  if (quoted) throw new Error('an unclosed quote')
  if (value !== '' || row.length > 0) rows.push([...row, value])
  return rows
}

export interface ReadEdlEvent {
  number: number
  reel: string
  track: string
  transition: string
  /** Frame numbers. */
  sourceIn: number
  sourceOut: number
  recordIn: number
  recordOut: number
  notes: string[]
}

/** Lines as Python's `str.splitlines()` finds them, which EDL tools built on it use. */
export const pythonLines = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the separators Python splits on
  text.split(/\r\n|[\n\r\v\f\u001c\u001d\u001e\u0085\u2028\u2029]/)

/** A CMX 3600 EDL at `rate`, its lines split by `split`: its title, frame-count mode and events. */
export function readEdl(
  text: string,
  rate: FrameRate,
  split: (text: string) => string[] = (whole) => whole.split('\r\n'),
) {
  const lines = split(text)
  const title = /^TITLE: (.*)$/.exec(lines[0] ?? '')?.[1]
  const fcm = /^FCM: (DROP FRAME|NON-DROP FRAME)$/.exec(lines[1] ?? '')?.[1]
  if (title === undefined || fcm === undefined) throw new Error('no TITLE or FCM line')
  const events: ReadEdlEvent[] = []
  for (const line of lines.slice(2)) {
    if (!line.trim()) continue
    if (line.startsWith('*')) {
      const last = events[events.length - 1]
      if (!last) throw new Error(`a note before any event: ${line}`)
      last.notes.push(line)
      continue
    }
    const fields = line.trim().split(/\s+/)
    if (fields.length !== 8) throw new Error(`not an event: ${line}`)
    const [number, reel, track, transition, ...codes] = fields as [string, string, string, string]
    const frames = codes.map((code) => parseTimecode(code, rate))
    if (frames.some((frame) => frame === undefined)) throw new Error(`bad timecode: ${line}`)
    const [sourceIn, sourceOut, recordIn, recordOut] = frames as number[]
    events.push({
      number: Number(number),
      reel,
      track,
      transition,
      sourceIn: sourceIn!,
      sourceOut: sourceOut!,
      recordIn: recordIn!,
      recordOut: recordOut!,
      notes: [],
    })
  }
  return { title, dropFrame: fcm === 'DROP FRAME', events }
}
