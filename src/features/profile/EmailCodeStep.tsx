import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { profileKeys, requestEmailChange, verifyEmailChange } from '../../api/profile'
import { config } from '../../config/runtime'
import { currentLocale } from '../../i18n/i18n'
import { showModal } from '../../ui/modal-store'
import { OfflineReason } from '../../ui/OfflineReason'
import { emptyCode, OtpInput } from '../../ui/OtpInput'
import { globalSpinner } from '../../ui/spinner'
import { useOnline } from '../../ui/useOnline'
import { clearPendingEmail } from './pending-email'
import { ServerErrors } from './ServerErrors'
import { useServerErrors } from './useServerErrors'

interface Props {
  newEmail: string
  /** The password step 1 was sent with; empty after a reload (then Resend goes to step 1). */
  password: string
  onBack: () => void
}

/** Change e-mail step 2: the one-time code, one digit per box (docs/product.md §2, docs/decisions.md: 6 digits). */
export function EmailCodeStep({ newEmail, password, onBack }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const serverErrors = useServerErrors()
  const labelId = useId()
  const length = config().otpLength
  const [digits, setDigits] = useState(() => emptyCode(length))
  const [busy, setBusy] = useState<'verify' | 'resend'>()
  const [errors, setErrors] = useState<string[]>()
  const [notice, setNotice] = useState<string>()
  // A new key remounts the boxes so focus returns to the first one after a resend.
  const [round, setRound] = useState(0)
  const complete = digits.every((digit) => digit !== '')
  const offlineId = `${labelId}-offline`

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (!complete || busy || !online) return
    setBusy('verify')
    setErrors(undefined)
    setNotice(undefined)
    try {
      await globalSpinner.around(() =>
        verifyEmailChange({ otp: digits.join(''), newEmail, language: currentLocale() }),
      )
    } catch (error) {
      setErrors(serverErrors(error))
      setBusy(undefined)
      return
    }
    clearPendingEmail()
    void queryClient.invalidateQueries({ queryKey: profileKeys.all })
    await showModal({ type: 'success', message: t`Your email has been updated.` })
    await navigate({ to: '/video' })
  }

  const resend = async () => {
    if (busy || !online) return
    if (!password) {
      // After a reload the password is gone (it is never stored): ask for it again.
      onBack()
      return
    }
    setBusy('resend')
    setErrors(undefined)
    setNotice(undefined)
    try {
      await globalSpinner.around(() =>
        requestEmailChange({ newEmail, currentPassword: password, language: currentLocale() }),
      )
      setDigits(emptyCode(length))
      setRound((value) => value + 1)
      setNotice(t`We sent a new code to ${newEmail}.`)
    } catch (error) {
      setErrors(serverErrors(error))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <form className="profile-form" onSubmit={verify} noValidate>
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
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={!complete || Boolean(busy) || !online}
          aria-describedby={online ? undefined : offlineId}
        >
          <Trans>Change Email Address</Trans>
        </button>
        <OfflineReason id={offlineId} />
      </div>
      <p className="resend">
        <Trans>Didn't get the code?</Trans>{' '}
        <button
          type="button"
          className="link"
          onClick={() => void resend()}
          disabled={Boolean(busy) || !online}
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
