import { Trans, useLingui } from '@lingui/react/macro'
import { useConfig } from '@/config/runtime'

/* The second half of the policy: retention, cookies, security, children, rights, changes. */

export function RetentionBody() {
  return (
    <ul>
      <li>
        <Trans>
          <strong>Videos and analysis results</strong> are deleted automatically 3 years after
          upload.
        </Trans>
      </li>
      <li>
        <Trans>
          You can delete them earlier at any time: delete a single video in the app, or delete your
          whole account from your profile.
        </Trans>
      </li>
      <li>
        <Trans>Deletion is completed within 30 days.</Trans>
      </li>
      <li>
        <Trans>
          <strong>Communication records</strong> are kept for 2 years and then deleted.
        </Trans>
      </li>
    </ul>
  )
}

export function CookiesBody() {
  return (
    <>
      <p>
        <Trans>
          We use no cookies and no tracking: no analytics, no advertising tags and no third-party
          scripts.
        </Trans>
      </p>
      <p>
        <Trans>
          The app keeps a few items in your browser's own storage only because it cannot work
          without them: your sign-in (kept in encrypted form), your language choice, and copies of
          pages you opened so that they also open offline. Logging out removes your sign-in and
          these copies.
        </Trans>
      </p>
    </>
  )
}

export function SecurityBody() {
  return (
    <>
      <p>
        <Trans>
          We protect your data with technical and organisational measures, such as encrypted
          connections and access limited to the people who need it.
        </Trans>
      </p>
      <p>
        <Trans>
          If a personal data breach occurs, we notify the competent supervisory authority within 72
          hours of becoming aware of it, and inform the people affected without undue delay where
          the breach is likely to put them at high risk.
        </Trans>
      </p>
    </>
  )
}

export function ChildrenBody() {
  return (
    <p>
      <Trans>
        Video Insight is a service for organisations and is not directed at children. We do not
        knowingly serve children under 16 or collect their personal data. If we learn that we have,
        we delete it.
      </Trans>
    </p>
  )
}

export function RightsBody() {
  return (
    <>
      <p>
        <Trans>
          Under the GDPR you have the right to access your personal data, to have it corrected or
          erased, to restrict or object to its processing, and to receive it in a portable format.
          You can export your profile and delete your account yourself in the app.
        </Trans>
      </p>
      <p>
        <Trans>
          We answer every rights request within one month. You also have the right to lodge a
          complaint with a data protection supervisory authority.
        </Trans>
      </p>
    </>
  )
}

export function ChangesBody() {
  return (
    <p>
      <Trans>
        We may update this policy when the service or the law changes. The date at the top of this
        page shows when it was last updated.
      </Trans>
    </p>
  )
}

export function ContactBody() {
  const { i18n } = useLingui()
  const { inquiryUrl } = useConfig()
  const inquiry = i18n.locale === 'ja' ? inquiryUrl.ja : inquiryUrl.en
  return (
    <p>
      <Trans>
        For questions about this policy or to exercise your rights, contact us through our{' '}
        <a href={inquiry} target="_blank" rel="noopener noreferrer">
          inquiry page
        </a>{' '}
        or by replying to any e-mail you received from us.
      </Trans>
    </p>
  )
}
