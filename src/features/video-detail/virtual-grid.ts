/** Pure layout arithmetic of the windowed frame grid (no DOM), so it can be unit tested. */

interface GridGeometry {
  columns: number
  /** Height of one row plus the gap under it, in px. */
  rowStride: number
  rows: number
  /** Height of the whole grid, in px. */
  height: number
}

export interface RowRange {
  /** First rendered row (inclusive). */
  first: number
  /** Last rendered row (exclusive). */
  end: number
}

/** How many columns of at least `minItem` px fit in `width` with `gap` between them. */
export function columnsFor(width: number, minItem: number, gap: number): number {
  if (!Number.isFinite(width) || width <= 0) return 1
  return Math.max(1, Math.floor((width + gap) / (minItem + gap)))
}

/** Rows of equal 16:9 items (`ratio` = height / width) filling `width`. */
export function gridGeometry(
  count: number,
  width: number,
  options: { minItem: number; gap: number; ratio: number },
): GridGeometry {
  const columns = columnsFor(width, options.minItem, options.gap)
  const itemWidth = Math.max(1, (Math.max(width, 1) - options.gap * (columns - 1)) / columns)
  const rowStride = itemWidth * options.ratio + options.gap
  const rows = Math.ceil(Math.max(0, count) / columns)
  return { columns, rowStride, rows, height: rows > 0 ? rows * rowStride - options.gap : 0 }
}

/**
 * The rows to render: those that intersect the viewport, plus `overscan` rows either side.
 * `top` is the viewport's top relative to the grid's top (negative while the grid is below it).
 */
export function visibleRows(
  geometry: Pick<GridGeometry, 'rowStride' | 'rows'>,
  top: number,
  viewportHeight: number,
  overscan: number,
): RowRange {
  const { rowStride, rows } = geometry
  if (rows === 0 || rowStride <= 0) return { first: 0, end: 0 }
  const firstVisible = Math.floor(Math.max(0, top) / rowStride)
  const lastVisible = Math.ceil(Math.max(0, top + viewportHeight) / rowStride)
  const first = Math.min(rows, Math.max(0, firstVisible - overscan))
  const end = Math.min(rows, Math.max(first, lastVisible + overscan))
  return { first, end }
}
