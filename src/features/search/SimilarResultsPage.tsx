import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isApiError } from '../../api/errors'
import { similarSearchQuery } from '../../api/similar'
import { displayStatus } from '../../api/videos'
import { Spinner } from '../../ui/spinner'
import { useOnline } from '../../ui/useOnline'
import { ResultFilters, ResultsList } from './ResultsList'
import { ResultsPager } from './ResultsPager'
import { ResultsEmpty, ResultsNothingToSearch, ResultsProblem } from './ResultsStates'
import { changeLink, pageRange, resultMode, similarRequest } from './search-query'
import './search.css'

const route = getRouteApi('/_app/video/similar/{-$videoId}')

/**
 * docs/product.md §2 SimilarVideo: the results of one search, entirely described by its URL, so a link
 * reproduces them after a reload or in another browser.
 */
export function SimilarResultsPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  const { videoId } = route.useParams()
  const navigate = route.useNavigate()
  const online = useOnline()
  const mode = resultMode(videoId, search)
  const k = search.kValue
  const request = similarRequest(videoId, search)
  const change = changeLink(videoId, search)
  const results = useQuery(similarSearchQuery(request))
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

  const error = results.error
  const errorKind = isApiError(error) ? error.kind : error ? 'broken' : undefined
  const shown = data?.items.filter((item) => displayStatus(item.status) === 'completed') ?? []
  const range = data ? pageRange(data) : undefined

  return (
    <section className="page search-page">
      <div className="results-bar card">
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
        />
      </header>

      {!request ? (
        <ResultsNothingToSearch change={change} />
      ) : results.isPending ? (
        <div className="results-loading">
          <Spinner label={t`Searching…`} />
        </div>
      ) : errorKind === 'session-ended' ? null : errorKind && (!data || results.isError) ? (
        errorKind === 'network' || !online ? (
          <ResultsProblem kind="offline" online={online} onRetry={() => void results.refetch()} />
        ) : errorKind === 'http' ? (
          // docs/product.md §8: a failed similar search is treated as an empty result.
          <ResultsEmpty mode={mode} change={change} />
        ) : (
          <ResultsProblem kind="broken" online={online} onRetry={() => void results.refetch()} />
        )
      ) : !data || !range || shown.length === 0 ? (
        data && data.total > 0 && search.page > 1 ? null : (
          <ResultsEmpty mode={mode} change={change} />
        )
      ) : (
        <>
          <ResultsPager
            {...range}
            busy={stale}
            label={t`Result pages, above the list`}
            onPage={goToPage}
          />
          <ResultsList mode={mode} items={shown} busy={stale} />
          <ResultsPager
            {...range}
            busy={stale}
            label={t`Result pages, below the list`}
            onPage={goToPage}
          />
        </>
      )}
    </section>
  )
}
