import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { columnsFor, gridGeometry, visibleRows } from './virtual-grid'

const options = { minItem: 150, gap: 12, ratio: 9 / 16 }

describe('columnsFor', () => {
  it('fits as many columns of the minimum width as the width allows, at least one', () => {
    expect(columnsFor(0, 150, 12)).toBe(1)
    expect(columnsFor(100, 150, 12)).toBe(1)
    expect(columnsFor(312, 150, 12)).toBe(2)
    expect(columnsFor(311, 150, 12)).toBe(1)
    expect(columnsFor(1200, 150, 12)).toBe(7)
  })
})

describe('gridGeometry', () => {
  it('reserves the height of every row, without a trailing gap', () => {
    const g = gridGeometry(2400, 312, options)
    expect(g.columns).toBe(2)
    expect(g.rows).toBe(1200)
    expect(g.rowStride).toBeCloseTo(150 * (9 / 16) + 12)
    expect(g.height).toBeCloseTo(1200 * g.rowStride - 12)
    expect(gridGeometry(0, 312, options).height).toBe(0)
  })
})

describe('visibleRows', () => {
  const g = { rowStride: 100, rows: 1000 }

  it('renders the rows in view plus the overscan', () => {
    expect(visibleRows(g, 0, 800, 2)).toEqual({ first: 0, end: 10 })
    expect(visibleRows(g, 5000, 800, 2)).toEqual({ first: 48, end: 60 })
    expect(visibleRows(g, -300, 800, 2)).toEqual({ first: 0, end: 7 })
  })

  it('clamps at the end of the grid', () => {
    expect(visibleRows(g, 99_500, 800, 2)).toEqual({ first: 993, end: 1000 })
    expect(visibleRows(g, 200_000, 800, 2)).toEqual({ first: 1000, end: 1000 })
  })

  it('never renders more than the viewport needs, wherever the page is scrolled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 20, max: 400 }),
        fc.integer({ min: -2000, max: 600_000 }),
        fc.integer({ min: 100, max: 2000 }),
        (rows, rowStride, top, height) => {
          const { first, end } = visibleRows({ rows, rowStride }, top, height, 3)
          expect(first).toBeGreaterThanOrEqual(0)
          expect(end).toBeLessThanOrEqual(rows)
          expect(end).toBeGreaterThanOrEqual(first)
          expect(end - first).toBeLessThanOrEqual(Math.ceil(height / rowStride) + 1 + 6)
        },
      ),
    )
  })
})
