import { useLingui } from '@lingui/react/macro'
import type { RefObject } from 'react'
import type { Shortcut } from './keys'
import { moveListFocus } from './list-focus'
import { useShortcuts } from './registry'

interface ListShortcuts {
  /** The list whose items j and k move through (its `<li>` children). */
  list: RefObject<HTMLElement | null>
  /** What j and k say in the sheet ("Next video", "Next result"). */
  nextLabel: string
  previousLabel: string
  /** [ and ]: given only when there is such a page. */
  previousPage?: () => void
  nextPage?: () => void
  /** Anything else the page offers (`/` for its search box). */
  extra?: readonly Shortcut[]
}

/** j / k through a list's items (Enter opens the focused one), [ and ] through its pages. */
export function useListShortcuts({
  list,
  nextLabel,
  previousLabel,
  previousPage,
  nextPage,
  extra = [],
}: ListShortcuts) {
  const { t } = useLingui()
  const shortcuts: Shortcut[] = [
    ...extra,
    { keys: ['j'], label: nextLabel, run: () => moveListFocus(list.current, 1) },
    { keys: ['k'], label: previousLabel, run: () => moveListFocus(list.current, -1) },
  ]
  if (previousPage) shortcuts.push({ keys: ['['], label: t`Previous page`, run: previousPage })
  if (nextPage) shortcuts.push({ keys: [']'], label: t`Next page`, run: nextPage })
  useShortcuts(shortcuts)
}
