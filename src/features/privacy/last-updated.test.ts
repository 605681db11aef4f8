import { describe, expect, it } from 'vitest'
import { lastUpdatedLabel } from './last-updated'

describe('lastUpdatedLabel', () => {
  it('formats an ISO date as YYYY/MM/DD', () => {
    expect(lastUpdatedLabel('2024-12-24')).toBe('2024/12/24')
  })

  it('gives null (shown as "Unknown") for a missing setting', () => {
    expect(lastUpdatedLabel(null)).toBeNull()
    expect(lastUpdatedLabel(undefined)).toBeNull()
    expect(lastUpdatedLabel('')).toBeNull()
  })

  it('gives null for a value that is not a date', () => {
    expect(lastUpdatedLabel('soon')).toBeNull()
  })
})
