import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { logout } from '@/api/auth'
import { failureLines } from '@/api/failure-lines'
import { deleteAccount, type Profile } from '@/api/profile'
import { emailRules, type Rule } from '@/lib/validators'
import { Dialog } from '@/ui/Dialog'
import { EmailField } from '@/ui/form/Field'
import { SubmitButton } from '@/ui/form/SubmitButton'
import { useForm } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'
import { ServerErrors } from './ServerErrors'

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
  const formId = useId()
  const email = profile.email
  const [errors, setErrors] = useState<readonly string[]>()
  const form = useForm({ email: '' }, { email: [...emailRules, sameEmail(profile.email)] })
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    // Logout wipes every trace of the user and shows Login; the popup then confirms there.
    send: async () => {
      await deleteAccount(profile.id)
      await logout()
    },
    failure: failureLines,
    report: setErrors,
    done: () => void showModal({ type: 'success', message: t`Your account has been deleted.` }),
  })

  return (
    <Dialog
      open
      role="alertdialog"
      size="small"
      needsServer
      title={t`Delete your account?`}
      onClose={() => {
        if (!submitter.submitting) onClose()
      }}
      actions={
        <>
          <button
            type="button"
            className="secondary"
            onClick={onClose}
            disabled={submitter.submitting}
          >
            <Trans>Cancel</Trans>
          </button>
          <SubmitButton submitter={submitter} form={formId} className="danger">
            <Trans>Delete</Trans>
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={submitter.submit} noValidate>
        <p>
          <Trans>
            This permanently deletes your account. To confirm, type your e-mail address{' '}
            <strong className="break-all">{email}</strong>.
          </Trans>
        </p>
        <EmailField
          label={t`E-mail address`}
          autoComplete="off"
          autoFocus
          {...form.field('email')}
        />
        <ServerErrors lines={errors} />
      </form>
    </Dialog>
  )
}
