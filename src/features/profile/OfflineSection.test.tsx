import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DeviceReport, OfflineCopy } from '@/offline/device-report'
import { renderWithProviders } from '@/test/render'
import { showModal } from '@/ui/modal-store'
import { OfflineSection } from './OfflineSection'

vi.mock('@/ui/modal-store', () => ({ showModal: vi.fn(async () => true) }))

const report = (patch: Partial<DeviceReport['saved']> = {}): DeviceReport => ({
  saved: { libraryPages: 2, detailPages: 1, images: 12, indexedVideos: 50, ...patch },
  sizes: { usage: 1_530_000, quota: 10_000_000_000 },
  persistence: 'best-effort',
})

const offlineCopy = (read: OfflineCopy['read']): OfflineCopy => ({
  read,
  askToPersist: vi.fn(async () => 'refused' as const),
  removeSavedCopy: vi.fn(async () => undefined),
})

describe('the Offline copy section', () => {
  it('says it is reading, then what is saved; a browser without a breakdown is said so', async () => {
    renderWithProviders(<OfflineSection copy={offlineCopy(async () => report())} />)
    expect(screen.getByText('Reading what this device keeps…')).toBeTruthy()
    expect(await screen.findByText('1.5 MB of the 10 GB the browser allows')).toBeTruthy()
    expect(screen.getByText('50 videos')).toBeTruthy()
    expect(screen.getByText(/this browser does not say how the space is divided/)).toBeTruthy()
  })

  it('a count the browser hides is unknown, not an error', async () => {
    const hidden = report({ images: null, indexedVideos: null })
    renderWithProviders(<OfflineSection copy={offlineCopy(async () => hidden)} />)
    expect(await screen.findAllByText(/^Unknown/)).toHaveLength(2)
  })

  it('saved pages that cannot be read are unknown, the other parts shown', async () => {
    const unreadable = report({ libraryPages: null, detailPages: null })
    renderWithProviders(<OfflineSection copy={offlineCopy(async () => unreadable)} />)
    expect(await screen.findAllByText(/^Unknown/)).toHaveLength(2)
    expect(screen.getByText('50 videos')).toBeTruthy()
    expect(screen.getByText('12')).toBeTruthy()
  })

  it('a failed read says so and Try again reads again', async () => {
    const read = vi
      .fn<OfflineCopy['read']>()
      .mockRejectedValueOnce(new Error('IndexedDB refused'))
      .mockResolvedValue(report())
    renderWithProviders(<OfflineSection copy={offlineCopy(read)} />)
    expect(await screen.findByText('What this device keeps could not be read.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('50 videos')).toBeTruthy()
  })

  it('Remove asks first, then removes and shows nothing saved, with focus on what happened', async () => {
    const read = vi
      .fn<OfflineCopy['read']>()
      .mockResolvedValueOnce(report())
      .mockResolvedValue(report({ libraryPages: 0, detailPages: 0, images: 0, indexedVideos: 0 }))
    const device = offlineCopy(read)
    renderWithProviders(<OfflineSection copy={device} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the saved copy' }))
    await waitFor(() => expect(device.removeSavedCopy).toHaveBeenCalledTimes(1))
    expect(vi.mocked(showModal).mock.calls[0]?.[0]).toMatchObject({ type: 'warning' })
    const said = await screen.findByText('The saved copy was removed.')
    await waitFor(() => expect(document.activeElement).toBe(said))
    expect(screen.getByText(/^Nothing is saved on this device\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Remove the saved copy' })).toBeNull()
  })

  it('the persist button says the browser’s answer', async () => {
    renderWithProviders(<OfflineSection copy={offlineCopy(async () => report())} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the browser to keep it' }))
    expect(await screen.findByText(/^The browser said no\./)).toBeTruthy()
  })
})
