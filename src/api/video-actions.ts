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

/**
 * The report page (docs/product.md §7): served by the API itself and opened in a new tab, which
 * carries no bearer token. A backend may sign the link instead: the query part of the video's
 * `reportPath` (`report/report.html?expires=…&signature=…`) is carried over; a `reportPath`
 * without one gives exactly the spec's URL.
 */
export function reportUrl(id: string, reportPath?: string | null): string {
  const url = apiUrl(`${videoPath(id)}/report/report.html`)
  const start = reportPath?.indexOf('?') ?? -1
  if (!reportPath || start < 0) return url
  const [query = ''] = reportPath.slice(start).split('#')
  return query.length > 1 ? url + query : url
}

/**
 * Opens the report in a new tab without giving it a handle on this window (no `opener`) and
 * without telling it where the user came from.
 */
export function openReport(id: string, reportPath?: string | null): void {
  window.open(reportUrl(id, reportPath), '_blank', 'noopener,noreferrer')
}
