import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RuntimeConfig } from '@/config/runtime'

export type InquiryKind = 'general' | 'demo'

/**
 * The prefilled inquiry template, in the current language. `subject` and `body` are the
 * parameter names a `mailto:` address understands (RFC 6068), so the configured inquiry
 * address may be a web form that reads them or simply a mailto: link.
 */
const TEMPLATES: Record<InquiryKind, { subject: MessageDescriptor; body: MessageDescriptor }> = {
  general: {
    subject: msg`Inquiry about Video Insight`,
    body: msg`Hello,

I would like to know more about Video Insight.

Company or organisation:
Name:
What we would like to do with our videos:

Best regards,`,
  },
  demo: {
    subject: msg`Request for a free Video Insight demo`,
    body: msg`Hello,

We would like to try Video Insight with a free demo account.

Company or organisation:
Name:
E-mail address for the login details:
Kind of videos we work with:

Best regards,`,
  },
}

/**
 * The inquiry page for the current language with the template appended as a query. Values
 * are percent-encoded with encodeURIComponent (spaces as %20, not "+"), which both web pages
 * and mail clients decode, except letters beyond ASCII (encodeQueryValue); an existing query
 * or #fragment on the configured address is kept.
 */
export function inquiryHref(
  urls: RuntimeConfig['inquiryUrl'],
  i18n: Pick<I18n, 'locale' | '_'>,
  kind: InquiryKind = 'general',
): string {
  const base = i18n.locale === 'ja' ? urls.ja : urls.en
  const template = TEMPLATES[kind]
  const query = [
    `subject=${encodeQueryValue(i18n._(template.subject))}`,
    `body=${encodeQueryValue(i18n._(template.body))}`,
  ].join('&')
  const hashAt = base.indexOf('#')
  const address = hashAt === -1 ? base : base.slice(0, hashAt)
  const fragment = hashAt === -1 ? '' : base.slice(hashAt)
  const joiner = address.includes('?')
    ? address.endsWith('?') || address.endsWith('&')
      ? ''
      : '&'
    : '?'
  return `${address}${joiner}${query}${fragment}`
}

/**
 * encodeURIComponent, with letters beyond ASCII left as they are: an address may hold them
 * (the browser encodes them as UTF-8 when it follows the link, to the same URL), and Home's
 * pre-rendered HTML carries three such links per language. The Japanese ones were three times
 * the bytes encoded (%E3%81%8A for お), which put Home's HTML over the 14.6 KB a new connection
 * delivers in its first round trip (docs/decisions.md).
 */
const encodeQueryValue = (text: string) =>
  encodeURIComponent(text).replace(/(?:%[89A-F][0-9A-F])+/g, decodeURIComponent)
