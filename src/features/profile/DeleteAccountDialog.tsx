import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { logout } from '../../api/auth'
import { deleteAccount, type Profile } from '../../api/profile'
import { emailRules, type Rule } from '../../lib/validators'
import { Dialog } from '../../ui/Dialog'
import { Field } from '../../ui/form/Field'
import { useForm } from '../../ui/form/useForm'
import { showModal } from '../../ui/modal-store'
import { OfflineReason } from '../../ui/OfflineReason'
import { globalSpinner } from '../../ui/spinner'
import { useOnline } from '../../ui/useOnline'
import { ServerErrors } from './ServerErrors'
import { useServerErrors } from './useServerErrors'

const sameEmail =
  (expected: string): Rule =>
  (value) =>
    value.trim() !== '' && value.trim().toLowerCase() !== expected.toLowerCase()
      ? (msg`This does not match the e-mail address of your account` as MessageDescriptor)
      : undefined

/**
 * docs/product.md §4 delete account: the typed e-mail must be valid and equal the profile's before Delete
 * enables (docs/decisions.md: no extra word); then the delete call, logout and Login.
 */
export function DeleteAccountDialog({
  profile,
  onClose,
}: {
  profile: Profile
  onClose: () => void
}) {
  const { t } = useLingui()
  const online = useOnline()
  const serverErrors = useServerErrors()
  const formId = useId()
  const email = profile.email
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<string[]>()
  const form = useForm({ email: '' }, { email: [...emailRules, sameEmail(profile.email)] })
  const blocked = form.isEmpty || form.hasErrors || submitting || !online

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) {
      form.touchAll()
      return
    }
    setSubmitting(true)
    setErrors(undefined)
    try {
      await globalSpinner.around(() => deleteAccount(profile.id))
    } catch (error) {
      setErrors(serverErrors(error))
      setSubmitting(false)
      return
    }
    // Logout wipes every trace of the user and shows Login; the popup then confirms there.
    await globalSpinner.around(() => logout())
    void showModal({ type: 'success', message: t`Your account has been deleted.` })
  }

  return (
    <Dialog
      open
      role="alertdialog"
      size="small"
      title={t`Delete your account?`}
      onClose={() => {
        if (!submitting) onClose()
      }}
      actions={
        <>
          <OfflineReason id={`${formId}-offline`} />
          <button type="button" className="secondary" onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            form={formId}
            className="danger"
            disabled={blocked}
            aria-describedby={online ? undefined : `${formId}-offline`}
          >
            <Trans>Delete</Trans>
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>
          <Trans>
            This permanently deletes your account. To confirm, type your e-mail address{' '}
            <strong className="break-all">{email}</strong>.
          </Trans>
        </p>
        <Field
          label={t`E-mail address`}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoFocus
          error={form.errors.email}
          {...form.bind('email')}
        />
        <ServerErrors lines={errors} />
      </form>
    </Dialog>
  )
}
