import { Trans } from '@lingui/react/macro'

/* The first half of the policy: who, what, why, who sees it, where. */

export function AboutBody() {
  return (
    <>
      <p>
        <Trans>
          This policy explains how the provider of Video Insight ("we") handles personal data when
          you use the Video Insight service, and what rights you have. We process personal data in
          line with the EU General Data Protection Regulation (GDPR), and the hosted service is
          designed to comply with it.
        </Trans>
      </p>
      <p>
        <Trans>
          Video Insight is offered to organisations, and accounts are created by us on request.
          Where your organisation decides which videos are uploaded and why, it acts as the
          controller of that content and we process it on its behalf.
        </Trans>
      </p>
    </>
  )
}

export function DataBody() {
  return (
    <ul>
      <li>
        <Trans>
          <strong>Account data:</strong> your e-mail address, full name, username, password (stored
          only in protected form) and the name of your team.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Videos and analysis results:</strong> the videos you upload, the optional
          description and the names and images of people you add, and what the analysis produces:
          titles, summaries, tags, scene descriptions, frame images, trailers, reports and the
          vector data used for search.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Communication records:</strong> messages you exchange with us, for example a demo
          request or a support question.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Technical data:</strong> the information your browser sends with each request
          (such as the IP address), used only to deliver and secure the service.
        </Trans>
      </li>
    </ul>
  )
}

export function PurposeBody() {
  return (
    <>
      <p>
        <Trans>
          We use this data to provide the service you or your organisation asked for: to sign you
          in, to analyse, store and search your videos, and to make trailers and reports (GDPR
          Article 6(1)(b), performance of a contract). We use communication records to answer you
          and to keep a record of what was agreed, and technical data to keep the service secure
          (Article 6(1)(f), legitimate interests).
        </Trans>
      </p>
      <p>
        <Trans>
          We do not sell personal data, do not use it for advertising, and do not use your videos to
          build profiles of the people in them.
        </Trans>
      </p>
    </>
  )
}

export function SharingBody() {
  return (
    <>
      <p>
        <Trans>
          Video Insight is organised in teams. Members of your team see the team name and the
          analysis results of the team's videos. Team administrators manage which members have
          access.
        </Trans>
      </p>
      <p>
        <Trans>
          We share data with no one else, except with service providers that host and run the
          service for us under a data processing agreement and our instructions, or where the law
          requires it.
        </Trans>
      </p>
    </>
  )
}

export function LocationBody() {
  return (
    <p>
      <Trans>
        Your data stays in the European Economic Area (EEA). It is stored and processed only in data
        centres located in the EEA and is not transferred outside it.
      </Trans>
    </p>
  )
}
