import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useConfig } from '@/config/runtime'
import { Icon } from '@/ui/Icon'
import { type InquiryKind, inquiryHref } from './inquiry'

/**
 * A contact button: the provider's inquiry page for the current language, in a new tab, with
 * the prefilled template. The hidden text tells screen-reader users about the new tab.
 */
export function ContactLink({
  kind = 'general',
  className = 'button secondary',
  children,
}: {
  kind?: InquiryKind
  className?: string
  children: ReactNode
}) {
  const { i18n, t } = useLingui()
  const { inquiryUrl } = useConfig()
  return (
    <a
      className={className}
      href={inquiryHref(inquiryUrl, i18n, kind)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="mail" />
      {children}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  )
}
