import { Plural, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type Ref, useDeferredValue, useEffect, useId, useState } from 'react'
import { tagSuggestionsQuery } from '@/api/local-search/tag-queries'
import { TAG_SEARCH_MAX } from '@/config/limits'
import { Combobox } from '@/ui/Combobox'
import { Icon } from '@/ui/Icon'
import { IconButton } from '@/ui/IconButton'
import { stillSuggested } from './tag-suggestions'

interface TagSearchProps {
  /** The search in the URL. */
  value: string
  onSearch: (value: string) => void
  /** The box, for the page's `/` shortcut. */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * docs/product.md §2: the tag search box; Enter runs the search, the clear button empties it.
 * As the user types it suggests the tags of the library saved on this device (docs/decisions.md "Screens", tag suggestions), online
 * and offline; choosing one searches for it. The index starts only once the box has the focus.
 */
export function TagSearch({ value, onSearch, inputRef }: TagSearchProps) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState(value)
  const [wanted, setWanted] = useState(false)
  // Back/forward or a link changes the URL: the box follows.
  useEffect(() => setText(value), [value])
  const typed = useDeferredValue(text)
  const suggestions = useQuery({
    ...tagSuggestionsQuery(typed),
    enabled: wanted,
    placeholderData: keepPreviousData,
  })
  // The previous answer stands in only with the tags that still fit what is typed now.
  const tags = suggestions.isPlaceholderData
    ? stillSuggested(suggestions.data ?? [], text)
    : (suggestions.data ?? [])
  const options = tags.map(({ name, count }) => ({
    value: name,
    label: name,
    detail: <Plural value={count} one="# video" other="# videos" />,
  }))
  const shown = options.length
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still missing in browsers we support
    <form
      role="search"
      className="tag-search search-box"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t`Search by tag`}
      </label>
      <Icon name="search" className="search-box-icon" size={18} />
      <Combobox
        id={id}
        inputRef={inputRef}
        enterKeyHint="search"
        placeholder={t`Search by tag`}
        maxLength={TAG_SEARCH_MAX}
        value={text}
        onChange={setText}
        onFocus={() => setWanted(true)}
        options={options}
        onChoose={(option) => {
          setText(option.value)
          onSearch(option.value)
        }}
        listLabel={t`Suggested tags`}
        status={
          <Plural
            value={shown}
            one="# tag suggested. Up and down arrows choose."
            other="# tags suggested. Up and down arrows choose."
          />
        }
      />
      {text !== '' && (
        <IconButton
          icon="x"
          iconSize={16}
          label={t`Clear search`}
          className="ghost small tag-search-clear"
          onClick={() => {
            setText('')
            if (value !== '') onSearch('')
            document.getElementById(id)?.focus()
          }}
        />
      )}
    </form>
  )
}
