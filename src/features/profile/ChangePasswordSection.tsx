import { Trans, useLingui } from '@lingui/react/macro'
import { failureLines } from '@/api/failure-lines'
import { changePassword } from '@/api/profile'
import { confirmationRules, passwordRules } from '@/lib/validators'
import { PasswordField, PasswordPair } from '@/ui/form/PasswordFields'
import { SubmitRow } from '@/ui/form/SubmitButton'
import { useForm } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'

/** docs/product.md §2 Change Password: current, new and confirmation, each with the §5 password rules. */
export function ChangePasswordSection() {
  const { t } = useLingui()
  const form = useForm(
    { currentPassword: '', newPassword: '', confirmationPassword: '' },
    (values) => ({
      currentPassword: passwordRules,
      newPassword: passwordRules,
      confirmationPassword: confirmationRules(() => values.newPassword),
    }),
  )
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    send: () => changePassword(form.values),
    // docs/product.md §8: the server's messages, else the generic line (what was typed stays).
    failure: failureLines,
    done: () => {
      form.reset()
      void showModal({ type: 'success', message: t`Your password has been updated.` })
    },
  })

  return (
    <form className="profile-form" onSubmit={submitter.submit} noValidate>
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordPair form={form} password="newPassword" confirmation="confirmationPassword" />
      <SubmitRow submitter={submitter}>
        <Trans>Change Password</Trans>
      </SubmitRow>
    </form>
  )
}
