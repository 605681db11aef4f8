import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { type RefObject, useRef } from 'react'
import { Icon } from '@/ui/Icon'
import { Spinner } from '@/ui/Spinner'
import { useShortcuts } from '@/ui/shortcuts/registry'
import { SearchForm, type SourceKind } from './SearchForm'
import { resultMode } from './search-page-params'
import {
  changeLink,
  formFromParams,
  resultsLink,
  type SearchFormValues,
  type SearchSource,
} from './search-query'
import { type SourceState, useSearchSource } from './use-search-source'
import './search.css'

const route = getRouteApi('/_app/advanced-search/{-$videoId}')

/**
 * docs/product.md §2 AdvancedSearch. Without a video: Videos and Scenes tabs. From a video: its summary,
 * read-only; from a scene (a valid sceneIndex): the scene's description, read-only. If the
 * video cannot be loaded the generic form shows.
 */
export function AdvancedSearchPage() {
  const params = route.useSearch()
  const { videoId } = route.useParams()
  const navigate = useNavigate()
  const source = useSearchSource(videoId, params.sceneIndex)
  const { t } = useLingui()
  const box = useRef<HTMLTextAreaElement>(null)
  useShortcuts([{ keys: ['/'], label: t`Go to the search text`, run: () => box.current?.focus() }])

  const submit = async (values: SearchFormValues, from: SearchSource | undefined) => {
    const link = resultsLink(values, from)
    // Keep the form in this page's URL, so Back from the results finds it as it was.
    await navigate({
      to: '/advanced-search/{-$videoId}',
      ...changeLink(link.params.videoId, link.search),
      replace: true,
    })
    await navigate({ to: '/video/similar/{-$videoId}', ...link })
  }

  return (
    <section className="page search-page">
      <header className="page-header">
        <h1>
          <Trans>Advanced Search</Trans>
        </h1>
        {(source.kind === 'video' || source.kind === 'scene') && (
          <Link
            to="/video-detail/$id"
            params={{ id: source.video.id }}
            search={{ sceneIndex: source.kind === 'scene' ? source.scene.index : undefined }}
            className="button ghost"
          >
            <Icon name="arrow-left" size={18} />
            <Trans>Back to the video</Trans>
          </Link>
        )}
      </header>
      <SourceBody state={source} params={params} videoId={videoId} onSubmit={submit} box={box} />
    </section>
  )
}

interface SourceBodyProps {
  state: SourceState
  params: ReturnType<typeof route.useSearch>
  videoId: string | undefined
  onSubmit: (values: SearchFormValues, from: SearchSource | undefined) => void
  box: RefObject<HTMLTextAreaElement | null>
}

function SourceBody({ state, params, videoId, onSubmit, box }: SourceBodyProps) {
  if (state.kind === 'leaving') return null
  if (state.kind === 'loading') {
    return (
      <div className="card search-loading">
        <Spinner />
      </div>
    )
  }
  if (state.kind === 'video' || state.kind === 'scene') {
    const from: SearchSource = {
      videoId: state.video.id,
      sceneIndex: state.kind === 'scene' ? state.scene.index : undefined,
    }
    const kind: SourceKind = state.kind
    // An element, not a string: Lingui would read tags in a title such as "<b>" (see Trans).
    const videoTitle = <>{state.video.title}</>
    const sceneNumber = (from.sceneIndex ?? 0) + 1
    return (
      <>
        <p className="search-source">
          {state.kind === 'scene' ? (
            <Trans>
              Scenes similar to scene #{sceneNumber} of “{videoTitle}”
            </Trans>
          ) : (
            <Trans>Videos similar to “{videoTitle}”</Trans>
          )}
        </p>
        <SearchForm
          key={`${kind}-${from.videoId}-${from.sceneIndex}`}
          initial={formFromParams(params, kind === 'scene' ? 'scenes' : 'videos', state.text)}
          sourceKind={kind}
          descriptionRef={box}
          onSubmit={(values) => onSubmit(values, from)}
        />
      </>
    )
  }
  // No video, or it could not be used: the generic form, keeping what the URL carried.
  const mode = resultMode(videoId, params)
  return (
    <>
      {state.kind === 'failed' && (
        <p className="search-source muted" role="status">
          {state.reason === 'load' ? (
            <Trans>The video could not be loaded, so this is a search of all videos.</Trans>
          ) : (
            <Trans>This video has not been analysed yet, so this is a search of all videos.</Trans>
          )}
        </p>
      )}
      <SearchForm
        key={`none-${state.kind}`}
        initial={formFromParams(params, mode, params.description ?? '')}
        sourceKind="none"
        descriptionRef={box}
        onSubmit={(values) => onSubmit(values, undefined)}
      />
    </>
  )
}
