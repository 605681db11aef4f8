import type { UseQueryResult } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { loadState } from './query-load-state'

const query = (over: Partial<UseQueryResult<string>>) =>
  ({
    data: undefined,
    error: null,
    isError: false,
    fetchStatus: 'idle',
    refetch: () => Promise.resolve(),
    ...over,
  }) as UseQueryResult<string>

describe('loadState', () => {
  it('climbs loading, then ready', () => {
    expect(loadState(query({ fetchStatus: 'fetching' }), true).step).toBe('loading')
    expect(loadState(query({ data: 'x' }), true)).toEqual({ step: 'ready', data: 'x' })
  })

  it('keeps data over a failed reload unless told not to', () => {
    const failed = query({ data: 'x', isError: true, error: new ApiError('http', 500) })
    expect(loadState(failed, true).step).toBe('ready')
    expect(loadState(failed, true, { keepDataOnError: false }).step).toBe('error')
  })

  it('tells offline, an ended session and other errors apart', () => {
    const failing = (error: Error) => query({ isError: true, error })
    expect(loadState(failing(new ApiError('network', 0)), true).step).toBe('offline')
    expect(loadState(failing(new ApiError('http', 500)), false).step).toBe('offline')
    expect(loadState(failing(new ApiError('session-ended', 401)), true).step).toBe('ended')
    expect(loadState(failing(new ApiError('http', 500)), true).step).toBe('error')
    expect(loadState(failing(new Error('boom')), true).step).toBe('error')
    expect(loadState(query({ fetchStatus: 'paused' }), true).step).toBe('offline')
  })
})
