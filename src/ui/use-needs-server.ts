import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { createContext, useContext } from 'react'
import { useOnline } from './use-online'

/**
 * The id of the screen's one offline notice (`OfflineNotice`). The page's is this one, rendered
 * by the layouts; a dialog that sends something has its own (`Dialog` with `needsServer`) and
 * gives its id to the controls inside it through this context.
 */
export const OfflineNoticeId = createContext('offline-notice')

/** The notice was closed; forgotten when the network comes back or a control asks for it. */
const dismissed = createAtom(false)

export const dismissOfflineNotice = () => dismissed.set(true)
/** Shows the notice again (a press on an unavailable control, the network back). */
export const showOfflineNotice = () => dismissed.set(false)
export const useOfflineNoticeDismissed = () => useSelector(dismissed)

export interface ServerNeed {
  /** Offline and not kept on this device: the control is unavailable. */
  unavailable: boolean
  /**
   * What to spread on the control: while unavailable `aria-disabled` (it stays focusable, so a
   * keyboard or screen reader user reaches it and hears why) and described by the notice;
   * otherwise its own description, if any.
   */
  control: (describedBy?: string) => {
    'aria-disabled'?: true
    'aria-describedby'?: string
  }
  /** The control's action, which does not run while unavailable: the notice shows again. */
  guard: <E extends { preventDefault: () => void }>(
    action?: (event: E) => void,
  ) => (event: E) => void
}

/**
 * The one rule for a control whose action needs the server (docs/decisions.md, "One voice
 * offline"): offline it is unavailable, unless what it opens is kept on this device (a video
 * kept for offline: `kept`); every control keeps looking the same and pointing to the same
 * notice.
 */
export function useNeedsServer({ kept = false }: { kept?: boolean } = {}): ServerNeed {
  const online = useOnline()
  const noticeId = useContext(OfflineNoticeId)
  const unavailable = !online && !kept
  return {
    unavailable,
    control: (describedBy) =>
      unavailable
        ? { 'aria-disabled': true, 'aria-describedby': noticeId }
        : { 'aria-describedby': describedBy },
    guard: (action) => (event) => {
      if (!unavailable) return action?.(event)
      event.preventDefault()
      showOfflineNotice()
    },
  }
}

/** The id a control that is unavailable offline points to (`aria-describedby`). */
export const useOfflineNoticeId = () => useContext(OfflineNoticeId)
