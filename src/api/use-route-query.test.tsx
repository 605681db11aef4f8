import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
} from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { useRouteQuery } from './use-route-query'

/** A query whose answers are given in turn (an error is thrown), counting the calls. */
function scripted(...answers: (string | Error)[]) {
  const calls = { count: 0 }
  const options = queryOptions({
    queryKey: ['scripted', Math.random()],
    queryFn: async () => {
      const answer = answers[Math.min(calls.count++, answers.length - 1)]
      if (answer instanceof Error) throw answer
      return answer as string
    },
  })
  return { options, calls }
}

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}

afterEach(() => onlineManager.setOnline(true))

describe('useRouteQuery', () => {
  it('climbs loading, then ready with the data', async () => {
    const { wrapper } = setUp()
    const { options } = scripted('the video')
    const { result } = renderHook(() => useRouteQuery(options), { wrapper })
    expect(result.current.state.step).toBe('loading')
    await waitFor(() => expect(result.current.state).toEqual({ step: 'ready', data: 'the video' }))
  })

  it('does not try again on mount what the loader tried; Try again asks anew', async () => {
    const { client, wrapper } = setUp()
    const { options, calls } = scripted(new ApiError('http', 500), 'second answer')
    // The route's loader: started, failed.
    await client.prefetchQuery(options)
    expect(calls.count).toBe(1)

    const { result } = renderHook(() => useRouteQuery(options), { wrapper })
    const { state } = result.current
    expect(state.step).toBe('error')
    expect(calls.count).toBe(1)

    if (state.step === 'error') act(() => state.retry())
    await waitFor(() => expect(result.current.state.step).toBe('ready'))
    expect(calls.count).toBe(2)
  })

  it('shows nothing once the session ended, and "offline" without a network', async () => {
    const { wrapper } = setUp()
    const endedSession = scripted(new ApiError('session-ended', 401)).options
    const ended = renderHook(() => useRouteQuery(endedSession), { wrapper })
    await waitFor(() => expect(ended.result.current.state.step).toBe('ended'))

    const noNetwork = scripted(new ApiError('network', 0)).options
    const unreachable = renderHook(() => useRouteQuery(noNetwork), { wrapper })
    await waitFor(() => expect(unreachable.result.current.state.step).toBe('offline'))
  })

  it('follows the network: a failure while the browser is offline is "offline"', async () => {
    const { wrapper } = setUp()
    const { options } = scripted(new ApiError('http', 500))
    const { result } = renderHook(() => useRouteQuery(options), { wrapper })
    await waitFor(() => expect(result.current.state.step).toBe('error'))
    act(() => onlineManager.setOnline(false))
    expect(result.current.state.step).toBe('offline')
    act(() => onlineManager.setOnline(true))
    expect(result.current.state.step).toBe('error')
  })

  it('keeps the data over a failed reload unless told not to', async () => {
    const { wrapper } = setUp()
    const { options } = scripted('first', new ApiError('http', 500))
    const kept = renderHook(() => useRouteQuery(options), { wrapper })
    const replaced = renderHook(() => useRouteQuery(options, { keepDataOnError: false }), {
      wrapper,
    })
    await waitFor(() => expect(kept.result.current.state.step).toBe('ready'))
    await act(() => kept.result.current.query.refetch())
    await waitFor(() => expect(replaced.result.current.state.step).toBe('error'))
    expect(kept.result.current.state).toEqual({ step: 'ready', data: 'first' })
  })
})
