/** docs/product.md §9 formats. All render in the viewer's local time; invalid input renders as "—". */
const DASH = '—'

/** A date and time with no zone ("2025-01-05", "2025-01-05T07:09:00.123"): local time. */
const LOCAL_FORM =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

/**
 * The server's date strings (the same rules as dayjs, which this replaces to keep ~3 KB off
 * every screen): a value without a zone is local time, even a bare date (where `new Date`
 * would read UTC and show the previous day west of Greenwich); anything else is left to
 * `Date`. Null when it is not a date.
 */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  let date: Date | undefined
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const parts = LOCAL_FORM.exec(value)
    if (parts) {
      const [year, month, day, hours, minutes, seconds] = parts.slice(1, 7).map(Number)
      const milliseconds = Number((parts[7] ?? '0').slice(0, 3))
      date = new Date(
        year ?? 0,
        (month || 1) - 1,
        day || 1,
        hours || 0,
        minutes || 0,
        seconds || 0,
        milliseconds,
      )
    }
  }
  date ??= new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const pad = (value: number) => String(value).padStart(2, '0')

function format(value: string | null | undefined, withTime: boolean): string {
  const date = parseDate(value)
  if (!date) return DASH
  const day = `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day
}

/** List cards: YYYY/MM/DD HH:mm */
export const formatDateTime = (value: string | null | undefined) => format(value, true)

/** Detail facts: YYYY/MM/DD */
export const formatDate = (value: string | null | undefined) => format(value, false)

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
