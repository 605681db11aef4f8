/**
 * The keys of the tabs pattern (WAI-ARIA Authoring Practices): the index a key moves to among
 * `count` tabs from `current`, wrapping at the ends; Home and End go to the first and the last.
 * Undefined for any other key. `upDown` takes the up and down arrows as left and right too.
 */
export function tabKeyTarget(
  key: string,
  current: number,
  count: number,
  { upDown = false }: { upDown?: boolean } = {},
): number | undefined {
  const last = count - 1
  if (key === 'ArrowRight' || (upDown && key === 'ArrowDown'))
    return current >= last ? 0 : current + 1
  if (key === 'ArrowLeft' || (upDown && key === 'ArrowUp')) return current <= 0 ? last : current - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return undefined
}
