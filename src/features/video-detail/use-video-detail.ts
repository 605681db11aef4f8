import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { isApiError } from '@/api/errors'
import { GENERIC_FAILURE } from '@/api/failure-lines'
import { useRouteQuery } from '@/api/use-route-query'
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
  const { query, state } = useRouteQuery({
    ...videoDetailQuery(id),
    refetchInterval: (q) => (isGenerating(q.state.data) ? GENERATION_POLL_MS : false),
  })
  const leftOnce = useRef(false)

  const { error } = query
  const gone = isApiError(error) && error.kind === 'http' && error.status === 404
  // A failed background reload keeps the page (e.g. a blip while polling); a vanished video
  // or a failed first load leaves it.
  const leave = state.step === 'error' || gone

  useEffect(() => {
    if (!leave || leftOnce.current) return
    leftOnce.current = true
    void navigate({ to: '/video', replace: true })
    void showModal({
      type: 'error',
      message: i18n._(
        gone ? msg`This video could not be found. It may have been deleted.` : GENERIC_FAILURE,
      ),
    })
  }, [leave, gone, navigate, i18n])

  // Leaving (for the list): a spinner until then.
  return leave ? { step: 'loading' } : state
}
