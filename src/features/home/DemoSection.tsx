import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ContactLink } from './ContactLink'
import { HomeSection } from './HomeSection'

/** docs/product.md §1: there is no self-registration; the provider creates demo accounts on request. */
const STEPS = [
  {
    title: msg`Ask for a demo`,
    text: msg`Send us a message through the contact form or by e-mail.`,
  },
  {
    title: msg`Receive your login details`,
    text: msg`We create your account and send you your e-mail address and an initial password.`,
  },
  {
    title: msg`Log in`,
    text: msg`Open Video Insight and log in with the details you received.`,
  },
  {
    title: msg`Change the initial password`,
    text: msg`Set a password of your own in your profile, and upload your first video.`,
  },
] as const

export function DemoSection() {
  const { t } = useLingui()
  return (
    <HomeSection
      id="demo"
      wrapClassName="home-demo"
      title={<Trans>Start with a free demo</Trans>}
      lead={
        <Trans>
          There is no sign-up form: we set up your account for you. Four steps and you are analysing
          your own videos.
        </Trans>
      }
    >
      <ol className="home-steps">
        {STEPS.map((step, index) => (
          <li key={step.title.id} className="card home-step">
            <span className="home-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(step.title)}</h3>
            <p>{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <ContactLink kind="demo" className="button primary home-cta">
        <Trans>Request a free demo</Trans>
      </ContactLink>
    </HomeSection>
  )
}
