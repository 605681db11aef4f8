import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Spinner } from '@/ui/Spinner'
import { useOfflineNoticeId } from '@/ui/use-needs-server'
import type { Submitter } from './use-submit'

/**
 * The submit button of a `useSubmit` form: disabled while blocked; offline, unavailable like
 * every control that needs the server (focusable, `aria-disabled`, described by the screen's
 * offline notice).
 */
export function SubmitButton({
  submitter,
  className = 'primary',
  form,
  children,
}: {
  submitter: Submitter
  className?: string
  /** The form's id, when the button stands outside it (a dialog's actions). */
  form?: string
  children: ReactNode
}) {
  const { t } = useLingui()
  const noticeId = useOfflineNoticeId()
  return (
    <button
      type="submit"
      form={form}
      className={className}
      disabled={submitter.blocked && !submitter.offline}
      aria-disabled={submitter.offline || undefined}
      aria-describedby={submitter.offline ? noticeId : undefined}
    >
      {submitter.submitting && submitter.spinner === 'button' && (
        <Spinner size="small" label={t`Sending…`} />
      )}
      {children}
    </button>
  )
}

/** A form's last row: its submit button. */
export function SubmitRow({ submitter, children }: { submitter: Submitter; children: ReactNode }) {
  return (
    <div className="form-actions">
      <SubmitButton submitter={submitter}>{children}</SubmitButton>
    </div>
  )
}
