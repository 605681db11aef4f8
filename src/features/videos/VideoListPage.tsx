import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { endedSession } from '@/api/errors'
import { GENERIC_FAILURE } from '@/api/failure-lines'
import { useRouteQuery } from '@/api/use-route-query'
import { displayStatus, type VideoPage, videoListQuery } from '@/api/videos'
import { LIST_POLL_MS } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { LoadProblem, LoadStates } from '@/ui/LoadStates'
import { ServerButton } from '@/ui/ServerButton'
import { Spinner } from '@/ui/Spinner'
import { urlPage } from '@/ui/shortcuts/url-page'
import { useListShortcuts } from '@/ui/shortcuts/use-list-shortcuts'
import { useOnline } from '@/ui/use-online'
import { ReadyNotices, RefreshNotice, useNewlyReady } from './ListNotices'
import { Pagination } from './Pagination'
import { SelectionBar } from './SelectionBar'
import { TagSearch } from './TagSearch'
import { useKeptLibrary } from './use-kept-library'
import { useLibraryKeepWords } from './use-library-keeping'
import { useLibrarySnapshot } from './use-library-snapshot'
import { useVideoSelection } from './use-video-selection'
import { VideoGrid } from './VideoGrid'
import { KeptListEmpty, VideoListEmpty } from './VideoListEmpty'
import './videos.css'
import './videos-notices.css'

const route = getRouteApi('/_app/video/')

const hasPending = (page: VideoPage | undefined) =>
  Boolean(page?.items.some((video) => displayStatus(video.status) === 'in_progress'))

/**
 * docs/product.md §2 VideoList: the team's library with tag search, pagination and the upload
 * dialog. The upload is another feature: the route hands the page what opens it (`onUpload`,
 * for the Upload buttons) and the page-wide drop target that opens it with dropped files.
 */
export function VideoListPage({
  onUpload,
  dropTarget,
}: {
  onUpload: () => void
  dropTarget: ReactNode
}) {
  const { t } = useLingui()
  const { page, searchValue = '', kept: onlyKept } = route.useSearch()
  const navigate = route.useNavigate()
  const online = useOnline()
  const heading = useRef<HTMLHeadingElement>(null)
  // One function for the page's life, so the cards (memoised) do not render again for it.
  const focusHeading = useCallback(() => heading.current?.focus(), [])
  const searchBox = useRef<HTMLInputElement>(null)
  const grid = useRef<HTMLUListElement>(null)
  const { query: list, state } = useRouteQuery({
    ...videoListQuery(page, searchValue),
    placeholderData: keepPreviousData,
    // TanStack Query pauses interval refetches while the tab is hidden.
    refetchInterval: (query) => (hasPending(query.state.data) ? LIST_POLL_MS : false),
    // Only kept on this device: the cards come from the device (`useKeptLibrary`).
    enabled: !onlyKept,
  })
  const kept = useKeptLibrary(onlyKept, searchValue)
  const data = list.data
  const keepWords = useLibraryKeepWords()
  const selection = useVideoSelection()
  const selectButton = useRef<HTMLButtonElement>(null)
  const { selecting, leave } = selection
  const leaveSelection = useCallback(() => {
    leave()
    selectButton.current?.focus()
  }, [leave])
  // Escape leaves Select mode, as Done does (a key an open popup or list took is left alone;
  // a dialog closes on it without preventing it, so one open keeps the mode).
  useEffect(() => {
    if (!selecting) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (!document.querySelector('dialog[open]')) leaveSelection()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [selecting, leaveSelection])
  const ready = useNewlyReady(data?.items)
  // docs/decisions.md: a failed Refresh says so; the list on screen stays. Any later answer
  // that arrives clears the notice.
  const [refreshFailed, setRefreshFailed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is the trigger
  useEffect(() => setRefreshFailed(false), [list.dataUpdatedAt])
  const refresh = async () => {
    const result = await list.refetch()
    setRefreshFailed(result.isError && !endedSession(result.error))
  }

  // A page past the end (after deletions, or a hand-edited URL) moves to the last page.
  useEffect(() => {
    if (onlyKept) return
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > 1) {
      void navigate({
        search: (prev) => ({ ...prev, page: Math.max(1, data.pages) }),
        replace: true,
      })
    }
  }, [onlyKept, data, list.isPlaceholderData, page, navigate])

  const search = (value: string) =>
    void navigate({ search: (prev) => ({ ...prev, page: 1, searchValue: value || undefined }) })

  const goToPage = (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next }) })
  // The kept videos show on one page: the filter starts (and ends) at page 1.
  const showKept = (on: boolean) =>
    void navigate({ search: (prev) => ({ ...prev, page: 1, kept: on }) })
  useListShortcuts({
    list: grid,
    nextLabel: t`Next video (Enter opens it)`,
    previousLabel: t`Previous video`,
    previousPage: () => goToPage(urlPage() - 1),
    nextPage: !onlyKept && data && page < data.pages ? () => goToPage(page + 1) : undefined,
    extra: [{ keys: ['/'], label: t`Go to the tag search`, run: () => searchBox.current?.focus() }],
  })

  useLibrarySnapshot(
    !onlyKept && state.step === 'ready' && !list.isFetching && !list.isPlaceholderData,
    list.dataUpdatedAt,
  )

  const from = onlyKept ? 1 : data ? (data.page - 1) * data.size + 1 : 0
  const to = onlyKept ? kept.videos.length : data ? from + data.items.length - 1 : 0
  const total = onlyKept ? kept.videos.length : (data?.total ?? 0)

  return (
    <section className="page video-list-page">
      <header className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          <Trans>Videos</Trans>
        </h1>
        <div className="video-list-actions">
          <ServerButton
            className="secondary"
            disabled={list.isFetching}
            onClick={() => void refresh()}
          >
            {list.isFetching && !list.isPending ? (
              <Spinner size="small" />
            ) : (
              <Icon name="refresh" size={18} />
            )}
            <Trans>Refresh</Trans>
          </ServerButton>
          {/* Select is for keeping several videos for offline, which needs the server. */}
          <ServerButton
            ref={selectButton}
            className="secondary"
            aria-pressed={selection.selecting}
            onClick={() => (selection.selecting ? leaveSelection() : selection.start())}
          >
            <Icon name="check-circle" size={18} />
            <Trans>Select</Trans>
          </ServerButton>
          {/* Kept: offline the upload waits on this device for the network (docs/product.md §2). */}
          <ServerButton className="primary" kept onClick={onUpload}>
            <Icon name="upload" size={18} />
            <Trans>Upload</Trans>
          </ServerButton>
        </div>
      </header>
      {dropTarget}
      <div className="video-list-toolbar">
        <TagSearch value={searchValue} onSearch={search} inputRef={searchBox} />
        <button
          type="button"
          className="secondary small"
          aria-pressed={onlyKept}
          onClick={() => showKept(!onlyKept)}
        >
          <Icon name="download" size={16} />
          <Trans>Only kept on this device</Trans>
        </button>
        {(onlyKept || data) && total > 0 && (
          <p className="video-list-count muted">
            <Trans>
              {from}–{to} of {total}
            </Trans>
          </p>
        )}
      </div>
      <RefreshNotice failed={refreshFailed && Boolean(data)} />

      {onlyKept ? (
        kept.keptCount === 0 ? (
          <KeptListEmpty onShowAll={() => showKept(false)} />
        ) : kept.videos.length === 0 ? (
          <VideoListEmpty
            searchValue={searchValue}
            onClear={() => search('')}
            onUpload={onUpload}
          />
        ) : (
          <VideoGrid ref={grid} videos={kept.videos} stale={false} onDeleted={focusHeading} />
        )
      ) : (
        <LoadStates
          state={state}
          loading={
            <div className="video-list-loading">
              <Spinner label={t`Loading videos…`} />
            </div>
          }
          offline={(retry) => <ListProblem online={online} onRetry={retry} />}
          error={(_, retry) => <ListProblem online={online} onRetry={retry} />}
        >
          {(data) =>
            data.total === 0 ? (
              <VideoListEmpty
                searchValue={searchValue}
                onClear={() => search('')}
                onUpload={onUpload}
              />
            ) : (
              <>
                <Pagination page={page} pages={data.pages} label={t`Pages, above the list`} />
                <VideoGrid
                  ref={grid}
                  videos={data.items}
                  stale={list.isPlaceholderData}
                  onDeleted={focusHeading}
                  selected={selection.selecting ? selection.chosen : undefined}
                  onSelect={selection.selecting ? selection.toggle : undefined}
                  after={
                    <Pagination page={page} pages={data.pages} label={t`Pages, below the list`} />
                  }
                />
              </>
            )
          }
        </LoadStates>
      )}
      {selection.selecting && (
        <SelectionBar
          chosen={selection.chosen}
          onKeep={() => {
            selection.keep()
            selectButton.current?.focus()
          }}
          onDone={leaveSelection}
        />
      )}
      <ReadyNotices ready={ready} />
      <p role="status" className="visually-hidden">
        {keepWords}
      </p>
    </section>
  )
}

/** No list to show: offline it is not on this device, online the call failed. */
function ListProblem({ online, onRetry }: { online: boolean; onRetry: () => void }) {
  const { t, i18n } = useLingui()
  return (
    <LoadProblem
      message={online ? i18n._(GENERIC_FAILURE) : t`This page is not available offline.`}
      onRetry={onRetry}
      retryDisabled={!online}
    />
  )
}
