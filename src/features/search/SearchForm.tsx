import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type Ref, useId } from 'react'
import { DESCRIPTION_MAX, K_DEFAULT } from '@/config/limits'
import { atOnce, type Rule, required } from '@/lib/validators'
import { useForm } from '@/ui/form/use-form'
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
import { clampK, kDigits, type SearchFormValues } from './search-query'

/** Where the search starts: nowhere (tabs), a video, or one scene of it. */
export type SourceKind = 'none' | 'video' | 'scene'

interface SearchFormProps {
  initial: SearchFormValues
  sourceKind: SourceKind
  onSubmit: (values: SearchFormValues) => void
  /** The search text box, for the page's `/` shortcut. */
  descriptionRef?: Ref<HTMLTextAreaElement>
}

/** The box takes two characters more than the limit, so going over says so (docs/product.md §5). */
const overLimit: Rule = (value) =>
  descriptionLength(value) > DESCRIPTION_MAX
    ? msg`The input length has reached the maximum limit of ${DESCRIPTION_MAX} characters.`
    : undefined

/** docs/product.md §5 Search. The selects need no rule; Top K is kept to 1..999 by its format. */
const RULES = {
  description: [required, atOnce(overLimit)],
  kValue: [],
  mode: [],
  searchMethod: [],
  searchScope: [],
}
/** Top K: digits only while typing, and on leaving the box empty becomes 1, then 1..999. */
const FORMATS = { kValue: { typed: kDigits, left: (value: string) => String(clampK(value)) } }

/**
 * docs/product.md §2 AdvancedSearch controls; labels follow the mode (relevant or similar, video or
 * scene). Searching changes the URL only (the results page asks for them), so the form blocks
 * while a rule is broken but sends nothing itself.
 */
export function SearchForm({ initial, sourceKind, onSubmit, descriptionRef }: SearchFormProps) {
  const { t } = useLingui()
  const online = useOnline()
  const panelId = useId()
  const offlineId = useId()
  const form = useForm<keyof SearchFormValues>(initial, RULES, FORMATS)
  const values = form.values as SearchFormValues
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    form.setValue(key, value)

  const scenes = values.mode === 'scenes'
  // Offline the search still runs, on this device (docs/decisions.md "Local search").
  const canSearch = !form.hasErrors

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSearch) {
      form.touchAll()
      return
    }
    onSubmit({ ...values, kValue: String(clampK(values.kValue)) })
  }

  const resetFilters = () => {
    set('kValue', String(K_DEFAULT))
    set('searchMethod', 'hybrid')
    set('searchScope', 'all')
  }

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
          readOnly={sourceKind !== 'none'}
          {...form.field('description')}
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
          <TopKField {...form.bind('kValue')} />
          <MethodSelect
            {...form.bind('searchMethod')}
            offlineNoteId={online ? undefined : offlineId}
          />
          {sourceKind === 'scene' && <ScopeSelect {...form.bind('searchScope')} />}
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
