import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useMemo, useRef } from 'react'
import { isApiError } from '@/api/errors'
import { isTypedQuery, textQuery } from '@/api/local-search/text-match'
import { LoadStates } from '@/ui/LoadStates'
import { Spinner } from '@/ui/Spinner'
import { useListShortcuts } from '@/ui/shortcuts/use-list-shortcuts'
import { useOnline } from '@/ui/use-online'
import { DeviceResultsNote } from './DeviceResultsNote'
import { ResultFilters, ResultsList } from './ResultsList'
import { ResultsPager } from './ResultsPager'
import {
  ResultsEmpty,
  ResultsLeftOut,
  ResultsNothingToSearch,
  ResultsProblem,
} from './ResultsStates'
import { ScoreLegend } from './Score'
import { SimilarSource } from './SimilarSource'
import { scoreScale } from './score-meaning'
import { resultMode } from './search-page-params'
import { changeLink, pageRange, similarPageView } from './search-query'
import { similarRequest } from './similar-request'
import { useSearchResults } from './use-search-results'
import './search.css'

const route = getRouteApi('/_app/video/similar/{-$videoId}')

/**
 * docs/product.md §2 SimilarVideo: the results of one search, entirely described by its URL, so a link
 * reproduces them after a reload or in another browser.
 */
export function SimilarVideoPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  const { videoId } = route.useParams()
  const navigate = route.useNavigate()
  const online = useOnline()
  const mode = resultMode(videoId, search)
  const k = search.kValue
  const request = similarRequest(videoId, search)
  const change = changeLink(videoId, search)
  const { results, state, source, unreachable, searchedVideos } = useSearchResults(request)
  const onDevice = source === 'device'
  const scale = scoreScale(search.searchMethod, onDevice)
  // Words are marked where typed words matched (docs/decisions.md "Moments", why it matched):
  // keyword and hybrid searches, and this device's (keyword) results. A semantic search matches
  // meaning, and a similar search a whole text: they mark nothing.
  const wordsMatched = onDevice || search.searchMethod !== 'dense'
  const description = request?.query.description
  const marks = useMemo(() => {
    const query = wordsMatched && description ? textQuery(description) : []
    return isTypedQuery(query) ? query : undefined
  }, [wordsMatched, description])
  const data = results.data
  const stale = results.isPlaceholderData

  // A page past the end (a hand-edited URL) moves to the last page.
  useEffect(() => {
    if (data && !stale && data.items.length === 0 && data.total > 0 && search.page > 1) {
      const last = Math.max(1, Math.ceil(data.total / data.size))
      void navigate({ search: (prev) => ({ ...prev, page: last }), replace: true })
    }
  }, [data, stale, search.page, navigate])

  const goToPage = (direction: -1 | 1) =>
    void navigate({ search: (prev) => ({ ...prev, page: Math.max(1, prev.page + direction) }) })

  const range = data ? pageRange(data) : undefined
  const list = useRef<HTMLUListElement>(null)
  useListShortcuts({
    list,
    nextLabel: t`Next result (Enter opens it)`,
    previousLabel: t`Previous result`,
    // From the address: while the next page loads, the shown data is still the page before it.
    previousPage: () => goToPage(-1),
    nextPage: range?.hasNext ? () => goToPage(1) : undefined,
  })

  return (
    <section className="page search-page">
      <div className="results-bar card">
        {videoId && (
          <SimilarSource
            videoId={videoId}
            sceneIndex={mode === 'scenes' ? search.sceneIndex : undefined}
          />
        )}
        <p className="results-description">
          <span className="visually-hidden">
            <Trans>Search text:</Trans>{' '}
          </span>
          {search.description ?? '—'}
        </p>
        <Link to="/advanced-search/{-$videoId}" {...change} className="button small">
          <Trans>Change</Trans>
        </Link>
      </div>
      <header className="page-header results-header">
        <h1>
          <Trans>Top {k} Picks</Trans>
        </h1>
        <ResultFilters
          mode={mode}
          scope={search.searchScope}
          method={search.searchMethod}
          hasVideo={Boolean(videoId)}
          onDevice={onDevice}
        />
      </header>
      {onDevice && request && (
        <DeviceResultsNote unreachable={unreachable} searched={searchedVideos} />
      )}

      {!request ? (
        <ResultsNothingToSearch change={change} />
      ) : (
        <LoadStates
          state={state}
          loading={
            <div className="results-loading">
              <Spinner label={t`Searching…`} />
            </div>
          }
          offline={(retry) => <ResultsProblem kind="offline" online={online} onRetry={retry} />}
          error={(error, retry) =>
            // On this device a failure means the index could not start (its code missing offline).
            onDevice ? (
              <ResultsProblem kind="offline" online={online} onRetry={retry} />
            ) : // docs/product.md §8: a failed similar search is treated as an empty result.
            isApiError(error) && error.kind === 'http' ? (
              <ResultsEmpty mode={mode} change={change} />
            ) : (
              <ResultsProblem kind="broken" online={online} onRetry={retry} />
            )
          }
        >
          {(data) => {
            if (data.items.length === 0) {
              // A page past the end moves to the last page (above); meanwhile nothing shows.
              return data.total > 0 && search.page > 1 ? null : (
                <ResultsEmpty mode={mode} change={change} onDevice={onDevice} />
              )
            }
            // Items not yet completed are left out; the pager stays even when none is left.
            const { shown, hidden, range } = similarPageView(data)
            return (
              <>
                <ResultsPager
                  {...range}
                  busy={stale}
                  label={t`Result pages, above the list`}
                  onPage={goToPage}
                />
                {hidden > 0 && <ResultsLeftOut hidden={hidden} all={shown.length === 0} />}
                {shown.length > 0 && (
                  <>
                    <ScoreLegend scale={scale} />
                    <ResultsList
                      ref={list}
                      mode={mode}
                      items={shown}
                      busy={stale}
                      marks={marks}
                      scale={scale}
                    />
                  </>
                )}
                <ResultsPager
                  {...range}
                  busy={stale}
                  label={t`Result pages, below the list`}
                  onPage={goToPage}
                />
              </>
            )
          }}
        </LoadStates>
      )}
    </section>
  )
}
