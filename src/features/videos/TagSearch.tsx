import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { TAG_SEARCH_MAX } from '../../config/limits'
import { Icon } from '../../ui/Icon'

interface TagSearchProps {
  /** The search in the URL. */
  value: string
  onSearch: (value: string) => void
}

/** docs/product.md §2: the tag search box; Enter runs the search, the clear button empties it. */
export function TagSearch({ value, onSearch }: TagSearchProps) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState(value)
  // Back/forward or a link changes the URL: the box follows.
  useEffect(() => setText(value), [value])
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still missing in browsers we support
    <form
      role="search"
      className="tag-search"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t`Search by tag`}
      </label>
      <Icon name="search" className="tag-search-icon" size={18} />
      <input
        id={id}
        type="text"
        enterKeyHint="search"
        placeholder={t`Search by tag`}
        maxLength={TAG_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className="ghost small tag-search-clear"
          aria-label={t`Clear search`}
          onClick={() => {
            setText('')
            if (value !== '') onSearch('')
            document.getElementById(id)?.focus()
          }}
        >
          <Icon name="x" size={16} />
        </button>
      )}
    </form>
  )
}
