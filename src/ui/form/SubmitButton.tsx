import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { OfflineReason } from '@/ui/OfflineReason'
import { Spinner } from '@/ui/Spinner'
import type { Submitter } from './use-submit'

/** The submit button of a `useSubmit` form: disabled while blocked, saying why when offline. */
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
  return (
    <button
      type="submit"
      form={form}
      className={className}
      disabled={submitter.blocked}
      aria-describedby={submitter.offline ? submitter.reasonId : undefined}
    >
      {submitter.submitting && submitter.spinner === 'button' && (
        <Spinner size="small" label={t`Sending…`} />
      )}
      {children}
    </button>
  )
}

/** A form's last row: its submit button and, offline, the reason the button is disabled. */
export function SubmitRow({ submitter, children }: { submitter: Submitter; children: ReactNode }) {
  return (
    <div className="form-actions">
      <SubmitButton submitter={submitter}>{children}</SubmitButton>
      <OfflineReason id={submitter.reasonId} />
    </div>
  )
}
