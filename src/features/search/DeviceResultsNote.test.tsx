import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LOCAL_SEARCH_MAX_VIDEOS } from '@/config/limits'
import { renderWithProviders } from '@/test/render'
import { DeviceResultsNote } from './DeviceResultsNote'

const CAPPED = /searches only the [\d,]+ videos you opened or listed most recently/

describe('the note on results from this device', () => {
  it('says how much it searches once the index holds its cap', () => {
    renderWithProviders(
      <DeviceResultsNote unreachable={false} searched={LOCAL_SEARCH_MAX_VIDEOS} />,
    )
    const note = screen.getByRole('status').textContent
    expect(note).toMatch(CAPPED)
    expect(note).toContain(LOCAL_SEARCH_MAX_VIDEOS.toLocaleString('en'))
  })

  it('says nothing of it below the cap', () => {
    renderWithProviders(<DeviceResultsNote unreachable searched={LOCAL_SEARCH_MAX_VIDEOS - 1} />)
    const note = screen.getByRole('status').textContent
    expect(note).toMatch(/come from this device/)
    expect(note).not.toMatch(CAPPED)
  })
})
