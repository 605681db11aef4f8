import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Spinner } from '@/ui/Spinner'
import { type Submitter, useSubmitterControl } from './use-submit'

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
  const control = useSubmitterControl(submitter)
  return (
    <button type="submit" form={form} className={className} {...control}>
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
