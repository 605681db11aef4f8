import { formatPreciseTime } from './dates'

/** docs/product.md §9 export: the header of `profile.csv`, in this order. */
const PROFILE_CSV_COLUMNS = ['email', 'fullName', 'username', 'team'] as const
export const PROFILE_CSV_FILENAME = 'profile.csv'

const BOM = '\uFEFF'

// A spreadsheet reads a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV value. docs/product.md §9 says values are unquoted, and they are; only a value that would
 * otherwise break the file (a comma, a double quote or a line break) is quoted as RFC 4180 says.
 * A value a spreadsheet would run as a formula gets a leading apostrophe first, as OWASP advises
 * (docs/decisions.md: export profile: hostile values).
 */
export function csvValue(value: string | null | undefined): string {
  const raw = value ?? ''
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Lines joined by LF, with the UTF-8 byte-order mark first (spreadsheets then read UTF-8). */
export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvValue).join(','))
  return BOM + lines.join('\n')
}

interface ProfileForCsv {
  email: string
  fullName?: string | null
  username?: string | null
  team?: { name?: string | null } | null
}

/** docs/product.md §9: header `email,fullName,username,team` and one row; team empty when there is none. */
export function profileCsv(profile: ProfileForCsv): string {
  return buildCsv(PROFILE_CSV_COLUMNS, [
    [profile.email, profile.fullName ?? '', profile.username ?? '', profile.team?.name ?? ''],
  ])
}

/** One scene in the scenes export: times in seconds, missing when the analysis gave none that read. */
export interface SceneRow {
  /** The scene's number as the page shows it (1 for the first). */
  number: number
  start?: number
  end?: number
  description: string
}

const SCENES_CSV_COLUMNS = ['index', 'start', 'end', 'duration', 'description'] as const

/**
 * The scenes export (docs/product.md, video detail: export): one row per scene, times as
 * HH:mm:ss.SSS and the duration in seconds, under the same rules as the profile export (UTF-8
 * with BOM, formula-safe, quoted only where needed). A time that did not read stays empty.
 */
export function scenesCsv(rows: readonly SceneRow[]): string {
  return buildCsv(
    SCENES_CSV_COLUMNS,
    rows.map((row) => {
      const timed = row.start !== undefined && row.end !== undefined && row.end >= row.start
      return [
        String(row.number),
        row.start === undefined ? '' : formatPreciseTime(row.start),
        row.end === undefined ? '' : formatPreciseTime(row.end),
        timed ? (row.end! - row.start!).toFixed(3) : '',
        row.description,
      ]
    }),
  )
}
