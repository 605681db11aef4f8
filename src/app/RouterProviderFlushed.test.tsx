import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { FLUSH_EVERY_NAVIGATIONS, RouterProviderFlushed } from './RouterProviderFlushed'

/** Renders of the router's `<Matches>`, which renders the router's `InnerWrap`. */
const renders = { matches: 0 }
function CountingWrap({ children }: { children: ReactNode }) {
  renders.matches += 1
  return <>{children}</>
}

/** A two-page router that counts its `<Matches>` renders. */
function countingRouter() {
  const rootRoute = createRootRoute()
  const page = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <h1>{path}</h1> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/a'), page('/b')]),
    history: createMemoryHistory({ initialEntries: ['/a'] }),
    InnerWrap: CountingWrap,
  })
  return router
}

describe('RouterProviderFlushed', () => {
  it("renders the router's <Matches> again once every so many navigations, and only then", async () => {
    const router = countingRouter()
    render(<RouterProviderFlushed router={router} />)
    await screen.findByRole('heading', { name: '/a' })
    const go = async (n: number) => {
      const to = n % 2 ? '/b' : '/a'
      act(() => router.history.push(to))
      await screen.findByRole('heading', { name: to })
    }
    await go(1)
    const before = renders.matches
    for (let n = 2; n < 2 + 2 * FLUSH_EVERY_NAVIGATIONS; n++) await go(n)
    // Nothing but the flushes renders it: twice in twice the count.
    expect(renders.matches - before).toBe(2)
  })
})
