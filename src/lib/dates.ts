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

/** HH:mm:ss.SSS → seconds (for seeking a player to a scene). */
export function sceneTimeToSeconds(value: string | null | undefined): number {
  const match = /^(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?/.exec(value ?? '')
  if (!match) return 0
  const [, h, m, s, ms] = match
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number((ms ?? '0').padEnd(3, '0')) / 1000
}
