/**
 * j / k: the focus moves to the next or previous item of a list (its `<li>` children). An item
 * is focused through its first link, so Enter opens it; an item without one (a video still
 * being analysed) takes the focus itself and Enter does nothing.
 */
export function moveListFocus(list: HTMLElement | null | undefined, step: 1 | -1): void {
  if (!list) return
  const items = [...list.children].filter(
    (item): item is HTMLElement => item instanceof HTMLElement,
  )
  if (items.length === 0) return
  const current = items.findIndex((item) => item.contains(document.activeElement))
  const next = current < 0 ? 0 : Math.min(items.length - 1, Math.max(0, current + step))
  const item = items[next]!
  const target = item.querySelector<HTMLElement>('a[href]') ?? item
  if (target === item && !item.hasAttribute('tabindex')) item.tabIndex = -1
  target.focus()
  target.scrollIntoView?.({ block: 'nearest' })
}
