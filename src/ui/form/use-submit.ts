import { type FormEvent, useRef, useState } from 'react'
import { showModal } from '@/ui/modal-store'
import { globalSpinner } from '@/ui/Spinner'
import { showOfflineNotice, useNeedsServer, useOfflineNoticeId } from '@/ui/use-needs-server'
import type { FormState } from './use-form'

/** What a failed submit tells the user: lines, with a title when the popup has its own. */
export type Failure = readonly string[] | { title: string; lines: readonly string[] }

export interface SubmitOptions<T> {
  /** The form's fields: sending waits until they are filled and pass their rules. */
  form?: Pick<FormState<string>, 'isEmpty' | 'hasErrors' | 'touchAll'>
  /** Anything else the form needs before it can be sent (default true). */
  ready?: boolean
  /** Sending needs the server: blocked while offline, the button pointing to the offline notice. */
  needsNetwork?: boolean
  /** The call. A rejection is a failure; the typed values stay so the user can correct them. */
  send: () => Promise<T>
  /** After a successful send (popups, navigation, resetting the form). */
  done?: (result: T) => unknown
  /** The lines for a failure; undefined says nothing (the session ended and Login shows). */
  failure: (error: unknown) => Failure | undefined
  /** Failures shown inline by the form (it renders what this receives) instead of a popup. */
  report?: (lines: readonly string[] | undefined) => void
  /** `global` (default): the full-screen spinner while sending; `button`: one in the button. */
  spinner?: 'global' | 'button'
}

export interface Submitter {
  /** The form's onSubmit (or a button's onClick when there is no form). */
  submit: (event?: FormEvent) => Promise<void>
  submitting: boolean
  /** True while the submit button must be disabled. */
  blocked: boolean
  /**
   * The form needs the server and there is no network: the button is unavailable the way every
   * such control is (`useNeedsServer`), not disabled.
   */
  offline: boolean
  spinner: 'global' | 'button'
}

/**
 * The submit states every form goes through (docs/architecture.md, Forms): blocked while empty,
 * invalid, sending or (for server calls) offline; a blocked submit shows every field's error;
 * the call runs under a spinner; a failure goes to a popup or inline; the success handler runs
 * once the form is no longer sending.
 */
export function useSubmit<T>(options: SubmitOptions<T>): Submitter {
  const { form, ready = true, needsNetwork = false, spinner = 'global' } = options
  const server = useNeedsServer()
  const [submitting, setSubmitting] = useState(false)
  // A second click before the disabled button renders must not send twice.
  const sending = useRef(false)
  const offline = needsNetwork && server.unavailable
  const invalid = !ready || (form !== undefined && (form.isEmpty || form.hasErrors))
  const blocked = invalid || submitting || offline

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (blocked || sending.current) {
      if (invalid) form?.touchAll()
      if (offline) showOfflineNotice()
      return
    }
    sending.current = true
    setSubmitting(true)
    options.report?.(undefined)
    let result: T
    try {
      result =
        spinner === 'global' ? await globalSpinner.around(options.send) : await options.send()
    } catch (error) {
      tell(options, options.failure(error))
      return
    } finally {
      sending.current = false
      setSubmitting(false)
    }
    await options.done?.(result)
  }

  return { submit, submitting, blocked, offline, spinner }
}

/**
 * The state a submitter's button shows: disabled while blocked; offline, unavailable like every
 * control that needs the server (focusable, `aria-disabled`, described by the screen's offline
 * notice). For `SubmitButton` and a form's second submitter (Resend code).
 */
export function useSubmitterControl(submitter: Submitter) {
  const noticeId = useOfflineNoticeId()
  return {
    disabled: submitter.blocked && !submitter.offline,
    'aria-disabled': submitter.offline || undefined,
    'aria-describedby': submitter.offline ? noticeId : undefined,
  } as const
}

function tell(options: Pick<SubmitOptions<unknown>, 'report'>, failure: Failure | undefined) {
  if (failure && options.report) options.report(titled(failure).lines)
  else showFailure(failure)
}

/**
 * A failure's lines in the error popup; nothing for undefined (the session ended). For an
 * action that is not a form (a card's Delete or Retry), with `failureLines` from `api/`.
 */
export function showFailure(failure: Failure | undefined): void {
  if (!failure) return
  const { title, lines } = titled(failure)
  void showModal({ type: 'error', title, message: lines })
}

const titled = (failure: Failure) =>
  'lines' in failure ? failure : { title: undefined, lines: failure }
