import { formatDate, parseDate } from '@/lib/dates'

/**
 * The policy's last-updated date as YYYY/MM/DD, or null when the setting is missing or is not
 * a date (the page then says "Unknown" rather than showing a broken value).
 */
export function lastUpdatedLabel(value: string | null | undefined): string | null {
  if (!parseDate(value)) return null
  return formatDate(value)
}
