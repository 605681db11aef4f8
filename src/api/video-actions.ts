import { apiRequest, apiUrl } from './http'

const videoPath = (id: string) => `/api/videos/${encodeURIComponent(id)}`

/**
 * docs/product.md §7 make trailer. The answer's shape is not shown, so it is not read: the caller reloads
 * the detail (docs/product.md §4) and follows `isTrailerCreating` from there.
 */
export async function makeTrailer(id: string, instruction: string): Promise<void> {
  await apiRequest({
    method: 'POST',
    path: `${videoPath(id)}/make-trailer`,
    payload: { trailer_instruction: instruction },
  })
}

/** docs/product.md §7 make report; as makeTrailer, followed through `isReportCreating`. */
export async function makeReport(id: string, instruction: string): Promise<void> {
  await apiRequest({
    method: 'POST',
    path: `${videoPath(id)}/make-report`,
    payload: { report_instruction: instruction },
  })
}

/** docs/product.md §7 report page: served by the API itself and opened in a new tab. */
export const reportUrl = (id: string) => apiUrl(`${videoPath(id)}/report/report.html`)

/**
 * Opens the report in a new tab without giving it a handle on this window (no `opener`) and
 * without telling it where the user came from.
 */
export function openReport(id: string): void {
  window.open(reportUrl(id), '_blank', 'noopener,noreferrer')
}
