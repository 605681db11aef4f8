import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { failureLines } from '@/api/failure-lines'
import { profileKeys, requestEmailChange, verifyEmailChange } from '@/api/profile'
import { config } from '@/config/runtime'
import { currentLocale } from '@/i18n/i18n'
import { SubmitRow } from '@/ui/form/SubmitButton'
import { useSubmit, useSubmitterControl } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'
import { emptyCode, OtpInput } from '@/ui/OtpInput'
import { clearPendingEmail } from './pending-email'
import { ServerErrors } from './ServerErrors'

interface Props {
  newEmail: string
  /** The password step 1 was sent with; empty after a reload (then Resend goes to step 1). */
  password: string
  onBack: () => void
}

/** Change e-mail step 2: the one-time code, one digit per box (docs/product.md §2, docs/decisions.md: 6 digits). */
export function EmailCodeStep({ newEmail, password, onBack }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const labelId = useId()
  const length = config().otpLength
  const [digits, setDigits] = useState(() => emptyCode(length))
  const [errors, setErrors] = useState<readonly string[]>()
  const [notice, setNotice] = useState<string>()
  // A new key remounts the boxes so focus returns to the first one after a resend.
  const [round, setRound] = useState(0)
  // Either action clears what the other one said.
  const report = (lines: readonly string[] | undefined) => {
    setErrors(lines)
    setNotice(undefined)
  }

  const resend = useSubmit({
    needsNetwork: true,
    send: () =>
      requestEmailChange({ newEmail, currentPassword: password, language: currentLocale() }),
    failure: failureLines,
    report,
    done: () => {
      setDigits(emptyCode(length))
      setRound((value) => value + 1)
      setNotice(t`We sent a new code to ${newEmail}.`)
    },
  })
  const verify = useSubmit({
    ready: digits.every((digit) => digit !== '') && !resend.submitting,
    needsNetwork: true,
    send: () => verifyEmailChange({ otp: digits.join(''), newEmail, language: currentLocale() }),
    failure: failureLines,
    report,
    done: async () => {
      clearPendingEmail()
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
      await showModal({ type: 'success', message: t`Your email has been updated.` })
      await navigate({ to: '/video' })
    },
  })

  const resendControl = useSubmitterControl(resend)
  const onResend = () => {
    // After a reload the password is gone (it is never stored): ask for it again.
    if (!password) onBack()
    else void resend.submit()
  }

  return (
    <form className="profile-form" onSubmit={verify.submit} noValidate>
      <p>
        <Trans>
          We sent a {length}-digit code to <strong className="break-all">{newEmail}</strong>. Enter
          it below.
        </Trans>
      </p>
      <p id={labelId} className="label">
        <Trans>Verification code</Trans>
      </p>
      <OtpInput
        key={round}
        value={digits}
        onChange={setDigits}
        labelledBy={labelId}
        digitLabel={(position, total) => t`Digit ${position} of ${total}`}
        invalid={Boolean(errors)}
        autoFocus
      />
      <ServerErrors lines={errors} />
      <p className="resend-notice" role="status">
        {notice}
      </p>
      <SubmitRow submitter={verify}>
        <Trans>Change Email Address</Trans>
      </SubmitRow>
      <p className="resend">
        <Trans>Didn't get the code?</Trans>{' '}
        <button
          type="button"
          className="link"
          onClick={onResend}
          {...resendControl}
          disabled={resendControl.disabled || verify.submitting}
        >
          <Trans>Resend code</Trans>
        </button>
      </p>
      <p>
        <button type="button" className="link" onClick={onBack}>
          <Trans>Use a different e-mail address</Trans>
        </button>
      </p>
    </form>
  )
}
