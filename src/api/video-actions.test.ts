import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyConfig } from '@/config/runtime'
import { openReport, reportUrl } from './video-actions'

const API = 'https://api.test'
const ID = 'a1b2c3d4-0000-4000-8000-000000000001'
const PAGE = `${API}/api/videos/${ID}/report/report.html`

beforeEach(() => applyConfig({ apiBase: API, assetsBase: 'https://assets.test' }))

describe('reportUrl', () => {
  it('is the spec’s URL when the report path carries no query', () => {
    expect(reportUrl(ID, 'report/report.html')).toBe(PAGE)
    expect(reportUrl(ID, null)).toBe(PAGE)
    expect(reportUrl(ID)).toBe(PAGE)
  })

  it('carries over a signed link’s query, never its fragment', () => {
    const signed = 'report/report.html?expires=1790000000&signature=ab12'
    expect(reportUrl(ID, signed)).toBe(`${PAGE}?expires=1790000000&signature=ab12`)
    expect(reportUrl(ID, `${signed}#top`)).toBe(`${PAGE}?expires=1790000000&signature=ab12`)
    expect(reportUrl(ID, 'report/report.html?')).toBe(PAGE)
  })

  it('stays on the API base whatever the path says', () => {
    expect(reportUrl(ID, 'https://evil.test/x?signature=1')).toBe(`${PAGE}?signature=1`)
    expect(reportUrl('../../x', 'r.html')).toBe(`${API}/api/videos/..%2F..%2Fx/report/report.html`)
  })

  it('opens the signed page in a new tab without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    openReport(ID, 'report/report.html?expires=1&signature=2')
    expect(open).toHaveBeenCalledWith(
      `${PAGE}?expires=1&signature=2`,
      '_blank',
      'noopener,noreferrer',
    )
    open.mockRestore()
  })
})
