import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/config/limits'
import { Field } from './Field'
import type { FormState } from './use-form'

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'maxLength'> & {
  /** `current-password` for one the user has, `new-password` for one being chosen. */
  autoComplete: 'current-password' | 'new-password'
}

/** A password input: masked with a Show toggle, capped at the product's maximum length. */
export function PasswordField(props: PasswordFieldProps) {
  return <Field type="password" maxLength={PASSWORD_MAX} {...props} />
}

/**
 * A new password and its confirmation (docs/product.md §5): both follow the password rules, the
 * second must equal the first (`confirmationRules` in lib/validators).
 */
export function PasswordPair<K extends string>({
  form,
  password,
  confirmation,
}: {
  form: FormState<K>
  password: K
  confirmation: K
}) {
  const { t } = useLingui()
  return (
    <>
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`${PASSWORD_MIN} to ${PASSWORD_MAX} letters and digits.`}
        {...form.field(password)}
      />
      <PasswordField
        label={t`New password (confirmation)`}
        autoComplete="new-password"
        {...form.field(confirmation)}
      />
    </>
  )
}
