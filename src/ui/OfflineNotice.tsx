import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Icon } from './Icon'
import { IconButton } from './IconButton'
import {
  dismissOfflineNotice,
  OfflineNoticeId,
  showOfflineNotice,
  useOfflineNoticeDismissed,
  useOfflineNoticeId,
} from './use-needs-server'
import { useOnline } from './use-online'

/**
 * The screen's one word on being offline (docs/decisions.md, "One voice offline"), in the flow
 * of the page (it pushes content down, never covers it). Every control that is unavailable
 * offline points to it (`useNeedsServer`). Closed, it stays closed on every screen until the
 * network comes back or an unavailable control is pressed; its words stay in the page, hidden,
 * so the controls are still described by them. The live region is always there, so going offline
 * is announced.
 */
export function OfflineNotice() {
  const { t } = useLingui()
  const online = useOnline()
  const dismissed = useOfflineNoticeDismissed()
  const id = useOfflineNoticeId()
  const slot = useRef<HTMLDivElement>(null)
  // A new offline spell says it again.
  useEffect(() => {
    if (online) showOfflineNotice()
  }, [online])
  const shown = !online && !dismissed
  const words = (
    <>
      <strong>
        <Trans>You are offline.</Trans>
      </strong>{' '}
      <Trans>
        Pages you opened before still work. Playing videos, opening reports and sending anything
        need a connection, so those controls are unavailable until it is back.
      </Trans>
    </>
  )
  return (
    // A warm start's snapshot of the page leaves it out: it belongs to the moment.
    <div
      ref={slot}
      className={shown ? 'offline-notice' : 'offline-notice-slot'}
      data-snapshot-leave
    >
      <div role="status" className="offline-notice-text">
        {shown && (
          <>
            <Icon name="wifi-off" size={18} />
            <p id={id}>{words}</p>
          </>
        )}
      </div>
      {shown && (
        <IconButton
          icon="x"
          label={t`Close the offline notice`}
          onClick={() => {
            dismissOfflineNotice()
            focusFor(slot.current)
          }}
        />
      )}
      {!online && dismissed && (
        <p id={id} hidden>
          {words}
        </p>
      )}
    </div>
  )
}

/**
 * Closing moves focus to where the notice was, so Tab goes on into the page from there. The
 * place is focusable only for that moment: always focusable, it would take a dialog's first
 * focus from the field meant to have it.
 */
function focusFor(place: HTMLElement | null) {
  if (!place) return
  place.tabIndex = -1
  place.addEventListener('blur', () => place.removeAttribute('tabindex'), { once: true })
  place.focus()
}

/** A dialog's own notice: the controls inside point to it, not to the page's behind the dialog. */
export function DialogOfflineNotice({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <OfflineNoticeId.Provider value={id}>
      <OfflineNotice />
      {children}
    </OfflineNoticeId.Provider>
  )
}
