import type { ReactNode } from 'react'
import type { Video } from '@/api/videos'
import { LoadStates } from '@/ui/LoadStates'
import { NotAvailableOffline } from '@/ui/NotAvailableOffline'
import { PageSpinner } from '@/ui/Spinner'
import { useRefreshHead } from '@/ui/use-refresh-head'
import { videoName } from './detail-titles'
import { useVideoDetail } from './use-video-detail'
import { VideosLink } from './VideosLink'

/**
 * A page about one video: a spinner, "not available offline", or the page with its video. The
 * document title names the video once it is here (`nameInTitle`: the name the route's head
 * used, from its loader).
 */
export function VideoStates({
  id,
  nameInTitle,
  children,
}: {
  id: string
  nameInTitle: string | undefined
  children: (video: Video) => ReactNode
}) {
  const state = useVideoDetail(id)
  useRefreshHead(nameInTitle, state.step === 'ready' ? videoName(state.data) : undefined)
  return (
    <LoadStates
      state={state}
      loading={<PageSpinner />}
      offline={(retry) => (
        <NotAvailableOffline onRetry={retry}>
          <VideosLink />
        </NotAvailableOffline>
      )}
      error={() => <PageSpinner />}
    >
      {children}
    </LoadStates>
  )
}
