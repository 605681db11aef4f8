import type { ReactNode } from 'react'
import type { Video } from '@/api/videos'
import { LoadStates } from '@/ui/LoadStates'
import { NotAvailableOffline } from '@/ui/NotAvailableOffline'
import { PageSpinner } from '@/ui/Spinner'
import { useVideoDetail } from './use-video-detail'
import { VideosLink } from './VideosLink'

/** A page about one video: a spinner, "not available offline", or the page with its video. */
export function VideoStates({
  id,
  children,
}: {
  id: string
  children: (video: Video) => ReactNode
}) {
  return (
    <LoadStates
      state={useVideoDetail(id)}
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
