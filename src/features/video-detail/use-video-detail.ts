import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { isApiError } from '@/api/errors'
import { type Video, videoDetailQuery } from '@/api/videos'
import { GENERATION_POLL_MS } from '@/config/limits'
import type { LoadState } from '@/lib/load-state'
import { showModal } from '@/ui/modal-store'

const isGenerating = (video: Video | undefined) =>
  Boolean(video?.isTrailerCreating || video?.isReportCreating)

/**
 * The video of a detail page. A load error sends the user to the list (docs/product.md §8) with a popup
 * saying why; a missing network only does so when nothing is cached (docs/decisions.md: offline).
 */
export function useVideoDetail(id: string): LoadState<Video> {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const query = useQuery({
    ...videoDetailQuery(id),
    refetchInterval: (q) => (isGenerating(q.state.data) ? GENERATION_POLL_MS : false),
    retryOnMount: false, // the route's loader tried (app/prefetch.ts)
  })
  const { data, error } = query
  const leftOnce = useRef(false)

  const errorKind = isApiError(error) ? error.kind : error ? 'unknown' : undefined
  const gone = isApiError(error) && error.kind === 'http' && error.status === 404
  // A failed background reload keeps the page (e.g. a blip while polling); a vanished video
  // or a failed first load leaves it.
  const leave =
    errorKind !== undefined &&
    errorKind !== 'network' &&
    errorKind !== 'session-ended' &&
    (!data || gone)

  useEffect(() => {
    if (!leave || leftOnce.current) return
    leftOnce.current = true
    void navigate({ to: '/video', replace: true })
    void showModal({
      type: 'error',
      message: i18n._(
        gone
          ? msg`This video could not be found. It may have been deleted.`
          : msg`Something went wrong. Please try again!`,
      ),
    })
  }, [leave, gone, navigate, i18n])

  if (data && !leave) return { step: 'ready', data }
  // No HTTP answer and nothing cached: the page is not available offline. (offlineFirst: a
  // first load that failed without a network waits, "paused", for one.)
  if (errorKind === 'network' || (!data && query.fetchStatus === 'paused')) {
    return { step: 'offline', retry: () => void query.refetch() }
  }
  // Any other failure leaves the page (for the list, or for Login): a spinner until then.
  return { step: 'loading' }
}
