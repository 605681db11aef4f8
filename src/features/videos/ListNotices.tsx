import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Video } from '@/api/videos'
import { READY_NOTICE_MS } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { newlyCompleted, remember, type SeenStatuses } from './list-changes'

/** The videos that finished while the list was open, for a few seconds after each arrives. */
export function useNewlyReady(items: readonly Video[] | undefined): readonly Video[] {
  const seen = useRef<SeenStatuses>(new Map())
  const [ready, setReady] = useState<readonly Video[]>([])
  useEffect(() => {
    if (!items) return
    const done = newlyCompleted(seen.current, items)
    seen.current = remember(seen.current, items)
    if (done.length > 0) setReady(done)
  }, [items])
  useEffect(() => {
    if (ready.length === 0) return
    const timer = setTimeout(() => setReady([]), READY_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [ready])
  return ready
}

/**
 * A Refresh that failed while the list on screen stays as it was (docs/decisions.md), above
 * the list in a polite live region that is always there (so a screen reader hears what is put
 * in it). The user pressed the button, so the list may move down for it.
 */
export function RefreshNotice({ failed }: { failed: boolean }) {
  const { t } = useLingui()
  return (
    <div className="list-notices" role="status">
      {failed && (
        <p className="list-notice warning">
          <Icon name="alert-circle" size={18} />
          {t`The list could not be refreshed. It shows what was loaded before.`}
        </p>
      )}
    </div>
  )
}

/**
 * Videos that became ready, in a polite live region kept at the bottom of the screen (sticky
 * at the end of the page): it comes and goes without moving the cards the user is reading
 * (docs/decisions.md, "Compact status cards").
 */
export function ReadyNotices({ ready }: { ready: readonly Video[] }) {
  const { t } = useLingui()
  return (
    <div className="ready-notices" role="status">
      {ready.map((video) => {
        const title = video.title || video.filename || t`Untitled video`
        return (
          <p key={video.id} className="list-notice success">
            <Icon name="check-circle" size={18} />
            {t`“${title}” is ready.`}
          </p>
        )
      })}
    </div>
  )
}
