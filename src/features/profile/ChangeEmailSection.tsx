import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Profile } from '@/api/profile'
import { emailRules, passwordRules } from '@/lib/validators'
import { useForm } from '@/ui/form/use-form'
import { EmailCodeStep } from './EmailCodeStep'
import { EmailRequestStep } from './EmailRequestStep'
import { readPendingEmail, savePendingEmail } from './pending-email'

type Step = 1 | 2

/**
 * docs/product.md §4 change e-mail: step 1 (new e-mail and current password, Send), step 2 (the one-time
 * code), a success popup, then VideoList. A pending change survives a reload of the tab.
 */
export function ChangeEmailSection({ profile }: { profile: Profile }) {
  const owner = String(profile.id)
  const [pending, setPending] = useState(() => readPendingEmail(owner))
  const [step, setStep] = useState<Step>(pending ? 2 : 1)
  // Kept in memory only (never stored) so "Resend" can ask for a new code.
  const [sentWithPassword, setSentWithPassword] = useState('')
  const form = useForm(
    { newEmail: pending ?? '', currentPassword: '' },
    { newEmail: emailRules, currentPassword: passwordRules },
  )

  return (
    <div className="change-email">
      <StepList step={step} onBack={() => setStep(1)} />
      {step === 1 || !pending ? (
        <EmailRequestStep
          form={form}
          onSent={(newEmail, password) => {
            savePendingEmail(owner, newEmail)
            setPending(newEmail)
            setSentWithPassword(password)
            setStep(2)
          }}
        />
      ) : (
        <EmailCodeStep newEmail={pending} password={sentWithPassword} onBack={() => setStep(1)} />
      )}
    </div>
  )
}

/** Steps at or before the current one can be clicked; later ones cannot (docs/product.md §4). */
function StepList({ step, onBack }: { step: Step; onBack: () => void }) {
  const { t } = useLingui()
  const steps = [t`New e-mail address`, t`Verification code`]
  return (
    <ol className="steps" aria-label={t`Steps`}>
      {steps.map((label, index) => {
        const number = (index + 1) as Step
        const current = number === step
        const content = (
          <>
            <span className="step-number" aria-hidden="true">
              {number}
            </span>
            <span>{label}</span>
          </>
        )
        return (
          <li
            key={label}
            className={current ? 'step current' : number < step ? 'step done' : 'step'}
          >
            {number < step ? (
              <button type="button" className="step-button" onClick={onBack}>
                {content}
                <span className="visually-hidden">
                  <Trans>(go back to this step)</Trans>
                </span>
              </button>
            ) : (
              <span className="step-button" aria-current={current ? 'step' : undefined}>
                {content}
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
