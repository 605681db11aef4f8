import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCardsInSteps } from './use-cards-in-steps'

const list = (length: number, from = 0) => Array.from({ length }, (_, i) => `video ${from + i}`)

describe('useCardsInSteps', () => {
  afterEach(() => vi.restoreAllMocks())

  it('draws the first cards with the page, then the rest in steps at the end', async () => {
    const items = list(50)
    const { result } = renderHook(() => useCardsInSteps(items))
    expect(result.current.shown).toEqual(items.slice(0, 8))
    expect(result.current.all).toBe(false)
    const seen = new Set<number>()
    await waitFor(() => {
      seen.add(result.current.shown.length)
      expect(result.current.all).toBe(true)
    })
    expect(result.current.shown).toBe(items)
    // Each step kept what was drawn and added after it.
    for (const length of seen) expect(length === 50 || (length - 8) % 2 === 0).toBe(true)
  })

  it('starts with a step of two when the page is already painted: no long task after it', async () => {
    const paint = { name: 'first-contentful-paint', entryType: 'paint' } as PerformanceEntry
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [paint] : [],
    )
    const items = list(20)
    const { result } = renderHook(() => useCardsInSteps(items))
    expect(result.current.shown).toEqual(items.slice(0, 2))
    await waitFor(() => expect(result.current.all).toBe(true))
    expect(result.current.shown).toBe(items)
  })

  it('shows a short list whole at once', () => {
    const items = list(5)
    const { result } = renderHook(() => useCardsInSteps(items))
    expect(result.current).toEqual({ shown: items, all: true })
  })

  it('waits for a list while there is none, and steps through the first that comes', async () => {
    const { result, rerender } = renderHook(({ items }) => useCardsInSteps(items), {
      initialProps: { items: [] as string[] },
    })
    expect(result.current.shown).toEqual([])
    const items = list(20)
    rerender({ items })
    expect(result.current.shown).toEqual(items.slice(0, 8))
    await waitFor(() => expect(result.current.all).toBe(true))
    expect(result.current.shown).toBe(items)
  })

  it('once drawn to the end, shows every later list whole (another page, a search)', async () => {
    const first = list(50)
    const { result, rerender } = renderHook(({ items }) => useCardsInSteps(items), {
      initialProps: { items: first },
    })
    await waitFor(() => expect(result.current.all).toBe(true))
    const next = list(50, 50)
    rerender({ items: next })
    expect(result.current).toEqual({ shown: next, all: true })
  })
})
