import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useRef } from 'react'
import { SEARCH_MODES } from '@/config/limits'
import { tabKeyTarget } from '@/ui/tab-keys'
import type { SearchMode } from './search-page-params'

interface SearchTabsProps {
  value: SearchMode
  onChange: (mode: SearchMode) => void
  /** The id of the panel the tabs control. */
  panelId: string
}

/** Videos and Scenes tabs (docs/product.md §2), with the arrow, Home and End keys of the tabs pattern. */
export function SearchTabs({ value, onChange, panelId }: SearchTabsProps) {
  const { t } = useLingui()
  const refs = useRef<Partial<Record<SearchMode, HTMLButtonElement | null>>>({})
  const labels: Record<SearchMode, string> = { videos: t`Videos`, scenes: t`Scenes` }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabKeyTarget(event.key, SEARCH_MODES.indexOf(value), SEARCH_MODES.length)
    if (next === undefined) return
    event.preventDefault()
    const mode = SEARCH_MODES[next] as SearchMode
    onChange(mode)
    refs.current[mode]?.focus()
  }

  return (
    <div className="search-tabs" role="tablist" aria-label={t`What to search`}>
      {SEARCH_MODES.map((mode) => (
        <button
          key={mode}
          ref={(element) => {
            refs.current[mode] = element
          }}
          type="button"
          role="tab"
          id={`search-tab-${mode}`}
          aria-selected={value === mode}
          aria-controls={panelId}
          tabIndex={value === mode ? 0 : -1}
          className="search-tab"
          onClick={() => onChange(mode)}
          onKeyDown={onKeyDown}
        >
          {labels[mode]}
        </button>
      ))}
    </div>
  )
}
