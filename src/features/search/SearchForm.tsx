import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type Ref, useId, useState } from 'react'
import { DESCRIPTION_MAX, K_DEFAULT } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { useOnline } from '@/ui/use-online'
import {
  DescriptionField,
  descriptionLength,
  MethodSelect,
  ScopeSelect,
  TopKField,
} from './SearchFields'
import { SearchTabs } from './SearchTabs'
import { clampK, type SearchFormValues } from './search-query'

/** Where the search starts: nowhere (tabs), a video, or one scene of it. */
export type SourceKind = 'none' | 'video' | 'scene'

interface SearchFormProps {
  initial: SearchFormValues
  sourceKind: SourceKind
  onSubmit: (values: SearchFormValues) => void
  /** The search text box, for the page's `/` shortcut. */
  descriptionRef?: Ref<HTMLTextAreaElement>
}

/** docs/product.md §2 AdvancedSearch controls; labels follow the mode (relevant or similar, video or scene). */
export function SearchForm({ initial, sourceKind, onSubmit, descriptionRef }: SearchFormProps) {
  const { t } = useLingui()
  const online = useOnline()
  const panelId = useId()
  const offlineId = useId()
  const [values, setValues] = useState(initial)
  const [visited, setVisited] = useState(false)
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }))

  const scenes = values.mode === 'scenes'
  const tooLong = descriptionLength(values.description) > DESCRIPTION_MAX
  const empty = values.description.trim() === ''
  // Offline the search still runs, on this device (docs/decisions.md "Local search").
  const canSearch = !tooLong && !empty

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSearch) return
    onSubmit({ ...values, kValue: String(clampK(values.kValue)) })
  }

  const resetFilters = () =>
    setValues((previous) => ({
      ...previous,
      kValue: String(K_DEFAULT),
      searchMethod: 'hybrid',
      searchScope: 'all',
    }))

  const descriptionLabel =
    sourceKind === 'video'
      ? t`Summary of this video`
      : sourceKind === 'scene'
        ? t`Description of this scene`
        : scenes
          ? t`Describe the scenes you are looking for`
          : t`Describe the videos you are looking for`
  const buttonLabel =
    sourceKind === 'video'
      ? t`Search Similar Videos`
      : sourceKind === 'scene'
        ? t`Search Similar Scenes`
        : scenes
          ? t`Search Relevant Scenes`
          : t`Search Relevant Videos`

  return (
    <form className="card search-form" onSubmit={submit} noValidate>
      {sourceKind === 'none' && (
        <SearchTabs value={values.mode} onChange={(mode) => set('mode', mode)} panelId={panelId} />
      )}
      <div
        id={panelId}
        className="search-form-panel"
        {...(sourceKind === 'none'
          ? { role: 'tabpanel', 'aria-labelledby': `search-tab-${values.mode}` }
          : {})}
      >
        <DescriptionField
          inputRef={descriptionRef}
          label={descriptionLabel}
          value={values.description}
          readOnly={sourceKind !== 'none'}
          visited={visited}
          onChange={(value) => set('description', value)}
          onBlur={() => setVisited(true)}
        />
        {sourceKind !== 'none' && (
          <p className="search-note">
            <Icon name="alert-circle" size={18} />
            {sourceKind === 'video' ? (
              <Trans>The source video is excluded from the results.</Trans>
            ) : (
              <Trans>The source scene is excluded from the results.</Trans>
            )}
          </p>
        )}
        <fieldset className="search-filters">
          <legend className="visually-hidden">
            <Trans>Filters</Trans>
          </legend>
          <TopKField value={values.kValue} onChange={(value) => set('kValue', value)} />
          <MethodSelect
            value={values.searchMethod}
            onChange={(value) => set('searchMethod', value)}
            offlineNoteId={online ? undefined : offlineId}
          />
          {sourceKind === 'scene' && (
            <ScopeSelect
              value={values.searchScope}
              onChange={(value) => set('searchScope', value)}
            />
          )}
        </fieldset>
        <div className="form-actions search-actions">
          <button type="button" className="link" onClick={resetFilters}>
            <Trans>Reset filters</Trans>
          </button>
          <button
            type="submit"
            className="primary"
            disabled={!canSearch}
            aria-describedby={online ? undefined : offlineId}
          >
            <Icon name="search" size={18} />
            {buttonLabel}
          </button>
        </div>
        {!online && (
          <p className="device-note" id={offlineId}>
            <Icon name="wifi-off" size={18} />
            <span>
              <Trans>
                You are offline: the search runs on this device, over the videos you opened while
                online, by keyword with prefixes and small typos allowed. The search method applies
                again when you are back online.
              </Trans>
            </span>
          </p>
        )}
      </div>
    </form>
  )
}
