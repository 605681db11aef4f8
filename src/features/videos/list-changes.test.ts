import { describe, expect, it } from 'vitest'
import type { Video } from '@/api/videos'
import { newlyCompleted, remember } from './list-changes'

const video = (id: string, status: string) => ({ id, status, title: id }) as unknown as Video

describe('videos that finished while the list was open', () => {
  it('are those seen in progress and completed now', () => {
    const seen = remember(new Map(), [video('a', 'in_progress'), video('b', 'in_progress')])
    const now = [video('a', 'completed'), video('b', 'in_progress')]
    expect(newlyCompleted(seen, now).map((v) => v.id)).toEqual(['a'])
  })
  it('leave out videos not seen before, failed ones and ones already completed', () => {
    const seen = remember(new Map(), [video('a', 'completed'), video('b', 'in_progress')])
    const now = [video('a', 'completed'), video('b', 'failed'), video('c', 'completed')]
    expect(newlyCompleted(seen, now)).toEqual([])
  })
  it('include a failed video retried and finished between two answers', () => {
    const seen = remember(new Map(), [video('a', 'failed')])
    expect(newlyCompleted(seen, [video('a', 'completed')]).map((v) => v.id)).toEqual(['a'])
  })
  it('count an unknown status as in progress, as the cards do', () => {
    const seen = remember(new Map(), [video('a', 'queued')])
    expect(newlyCompleted(seen, [video('a', 'completed')]).map((v) => v.id)).toEqual(['a'])
  })
  it('are told once: the new answer becomes what was seen', () => {
    let seen = remember(new Map(), [video('a', 'in_progress')])
    const now = [video('a', 'completed')]
    expect(newlyCompleted(seen, now)).toHaveLength(1)
    seen = remember(seen, now)
    expect(newlyCompleted(seen, now)).toHaveLength(0)
  })
})
