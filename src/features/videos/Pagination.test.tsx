import { describe, expect, it } from 'vitest'
import { pageWindow } from './Pagination'

describe('page window', () => {
  it('shows the ends and the neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10])
  })
})
