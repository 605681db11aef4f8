import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepScrollPositions } from './scroll-positions'

/** A router over pages /1, /2, … and the window's scroll position, both under the test's hand. */
function setup(kept?: number) {
  const rootRoute = createRootRoute()
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '$n',
    component: function Page() {
      const { n } = page.useParams() as { n: string }
      return <h1>page {n}</h1>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/1'] }),
    scrollRestoration: false,
  })
  const positions = keepScrollPositions(router, kept)
  render(<RouterProvider router={router} />)
  const scrolls: number[] = []
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolls.push(options.top ?? 0)
    Object.defineProperty(window, 'scrollY', { value: options.top ?? 0, configurable: true })
  }) as typeof window.scrollTo)
  const scrollBy = (top: number) =>
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true })
  const shown = (n: number) => screen.findByRole('heading', { name: `page ${n}` })
  const open = async (n: number) => {
    act(() => router.history.push(`/${n}`))
    await shown(n)
  }
  const back = async (n: number) => {
    act(() => router.history.back())
    await shown(n)
  }
  return { router, positions, scrolls, scrollBy, shown, open, back }
}

describe('keepScrollPositions', () => {
  let stop = () => {}
  beforeEach(() => {
    stop = () => {}
  })
  afterEach(() => {
    stop()
    vi.restoreAllMocks()
  })

  it('opens a new page at the top and returns to the old place on Back', async () => {
    const { positions, scrolls, scrollBy, shown, open, back } = setup()
    stop = positions.stop
    await shown(1)
    scrollBy(800)
    await open(2)
    expect(scrolls.at(-1)).toBe(0)
    scrollBy(300)
    await back(1)
    expect(scrolls.at(-1)).toBe(800)
    // The same page opened anew is a new entry: the top, not the old place.
    await open(2)
    expect(scrolls.at(-1)).toBe(0)
  })

  it('keeps no more positions than it is told, however long the day', async () => {
    const { positions, shown, open, back } = setup(5)
    stop = positions.stop
    await shown(1)
    for (let round = 0; round < 10; round++) {
      await open(2)
      await open(3)
      await back(2)
      await back(1)
    }
    expect(positions.size()).toBe(5)
  })
})
