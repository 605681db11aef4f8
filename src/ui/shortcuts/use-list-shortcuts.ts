import { useLingui } from '@lingui/react/macro'
import type { RefObject } from 'react'
import type { Shortcut } from './keys'
import { moveListFocus } from './list-focus'
import { useShortcuts } from './registry'
import { urlPage } from './url-page'

interface ListShortcuts {
  /** The list whose items j and k move through (its `<li>` children). */
  list: RefObject<HTMLElement | null>
  /** What j and k say in the sheet ("Next video", "Next result"). */
  nextLabel: string
  previousLabel: string
  /** [: offered while the address asks for a page after the first (read at the key press). */
  previousPage?: () => void
  /** ]: given only when there is a next page. */
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
  if (previousPage)
    shortcuts.push({
      keys: ['['],
      label: t`Previous page`,
      run: previousPage,
      when: () => urlPage() > 1,
    })
  if (nextPage) shortcuts.push({ keys: [']'], label: t`Next page`, run: nextPage })
  useShortcuts(shortcuts)
}
