import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { GENERIC_FAILURE } from '@/api/failure-lines'
import { Icon } from '@/ui/Icon'
import { LoadProblem } from '@/ui/LoadStates'
import type { SearchMode } from './search-page-params'
import type { changeLink } from './search-query'

type ChangeTarget = ReturnType<typeof changeLink>

function ChangeSearchLink({ target }: { target: ChangeTarget }) {
  return (
    <Link to="/advanced-search/{-$videoId}" {...target} className="button">
      <Icon name="search" size={18} />
      <Trans>Change the search</Trans>
    </Link>
  )
}

/** docs/product.md §2: distinct empty states for videos and scenes (a failed search shows this too). */
export function ResultsEmpty({
  mode,
  change,
  onDevice = false,
}: {
  mode: SearchMode
  change: ChangeTarget
  /** Searched on this device: only what was saved here could match. */
  onDevice?: boolean
}) {
  return (
    <div className="empty-state" role="status">
      <Icon name={mode === 'scenes' ? 'film' : 'search'} />
      <h2>
        {mode === 'scenes' ? <Trans>No matching scenes</Trans> : <Trans>No matching videos</Trans>}
      </h2>
      <p className="muted">
        {onDevice ? (
          <Trans>
            Nothing saved on this device matches. Only the videos you opened while online can be
            searched offline.
          </Trans>
        ) : mode === 'scenes' ? (
          <Trans>No scene matches this search. Try other words or another search method.</Trans>
        ) : (
          <Trans>No video matches this search. Try other words or another search method.</Trans>
        )}
      </p>
      <ChangeSearchLink target={change} />
    </div>
  )
}

interface ResultsProblemProps {
  kind: 'offline' | 'broken'
  online: boolean
  onRetry: () => void
}

/** No connection (search needs one) or an answer the app cannot read (the generic message). */
export function ResultsProblem({ kind, online, onRetry }: ResultsProblemProps) {
  const { i18n } = useLingui()
  return (
    <LoadProblem
      icon={kind === 'offline' ? 'wifi-off' : 'alert-circle'}
      message={
        kind === 'offline' ? (
          <Trans>Search needs a connection. Connect to the internet and try again.</Trans>
        ) : (
          i18n._(GENERIC_FAILURE)
        )
      }
      onRetry={onRetry}
      retryDisabled={!online}
    />
  )
}

/** A results URL without search text (hand-edited): nothing to search for yet. */
export function ResultsNothingToSearch({ change }: { change: ChangeTarget }) {
  return (
    <div className="empty-state" role="status">
      <Icon name="search" />
      <p>
        <Trans>There is nothing to search for yet. Describe what you are looking for.</Trans>
      </p>
      <ChangeSearchLink target={change} />
    </div>
  )
}

/**
 * Results on this page whose analysis is not finished are left out (docs/decisions.md "Similar
 * results: items not yet completed"); said so, so a short or empty page does not look broken.
 */
export function ResultsLeftOut({ hidden, all }: { hidden: number; all: boolean }) {
  return (
    <p className={all ? 'empty-state' : 'results-left-out muted'} role="status">
      {all ? (
        <Trans>
          None of the results on this page can be shown yet: their analysis is not finished.
        </Trans>
      ) : (
        <Plural
          value={hidden}
          one="# result on this page is not shown: its analysis is not finished."
          other="# results on this page are not shown: their analysis is not finished."
        />
      )}
    </p>
  )
}
