import dayjs from 'dayjs'

/** docs/product.md §9 formats. All render in the viewer's local time; invalid input renders as "—". */
const DASH = '—'

/**
 * The server's date strings: a value without a zone is local time, even a bare date (where
 * `new Date` would read UTC and show the previous day west of Greenwich); a value with a zone
 * is that instant. dayjs reads them so. Null when it is not a date (and never "now" for a
 * missing value, which is what dayjs makes of `undefined`).
 */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = dayjs(value)
  return date.isValid() ? date.toDate() : null
}

function format(value: string | null | undefined, pattern: string): string {
  const date = parseDate(value)
  return date ? dayjs(date).format(pattern) : DASH
}

/** List cards: YYYY/MM/DD HH:mm */
export const formatDateTime = (value: string | null | undefined) =>
  format(value, 'YYYY/MM/DD HH:mm')

/** Detail facts: YYYY/MM/DD */
export const formatDate = (value: string | null | undefined) => format(value, 'YYYY/MM/DD')

/** Seconds → HH:mm:ss (video length). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return DASH
  }
  const whole = Math.floor(seconds)
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = whole % 60
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':')
}

/** Scene times arrive as HH:mm:ss.SSS and show as HH:mm:ss. */
export function formatSceneTime(value: string | null | undefined): string {
  if (!value) return DASH
  const match = /^(\d{1,2}):(\d{2}):(\d{2})/.exec(value)
  if (!match) return DASH
  return `${match[1]!.padStart(2, '0')}:${match[2]}:${match[3]}`
}

/**
 * A scene time, HH:mm:ss with optional fractions (HH:mm:ss.SSS as sent), in seconds; undefined
 * when it is missing or not a time (minutes and seconds past 59 included).
 */
export function parseSceneTime(value: string | null | undefined): number | undefined {
  const match = /^\s*(\d{1,3}):([0-5]\d):([0-5]\d)(?:[.,](\d+))?\s*$/.exec(value ?? '')
  if (!match) return undefined
  const [, h, m, s, fraction] = match
  const millis = Number((fraction ?? '0').slice(0, 3).padEnd(3, '0'))
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + millis / 1000
}

/** HH:mm:ss.SSS → seconds (for seeking a player to a scene); 0 when it is not a time. */
export const sceneTimeToSeconds = (value: string | null | undefined): number =>
  parseSceneTime(value) ?? 0

/** Seconds → HH:mm:ss.SSS (the scene time format, and WebVTT's and the CSV export's). */
export function formatPreciseTime(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000))
  const whole = Math.floor(millis / 1000)
  const clock = formatDuration(whole)
  return `${clock}.${String(millis % 1000).padStart(3, '0')}`
}
