import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as jaMessages } from '/locales/ja/home.po'
import { inquiryHref } from './inquiry'

const urls = { en: 'https://example.com/en/contact', ja: 'https://example.com/ja/contact' }

/** An i18n instance in the given language, with this feature's real Japanese catalog. */
function i18nFor(locale: 'en' | 'ja') {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  if (locale === 'ja') {
    i18n.load('ja', jaMessages)
    i18n.activate('ja')
  } else {
    i18n.activate('en')
  }
  return i18n
}

const params = (href: string) => new URL(href).searchParams

describe('inquiryHref', () => {
  it('opens the English inquiry page with an English template in English', () => {
    const href = inquiryHref(urls, i18nFor('en'))
    expect(href.startsWith('https://example.com/en/contact?subject=')).toBe(true)
    expect(params(href).get('subject')).toBe('Inquiry about Video Insight')
    expect(params(href).get('body')).toContain('I would like to know more about Video Insight.')
  })

  it('opens the Japanese inquiry page in Japanese', () => {
    const href = inquiryHref(urls, i18nFor('ja'))
    expect(href.startsWith('https://example.com/ja/contact?subject=')).toBe(true)
    expect(params(href).get('subject')).toBe('Video Insight についてのお問い合わせ')
    expect(params(href).get('body')).toContain('よろしくお願いいたします。')
  })

  it('keeps Japanese letters as they are, and the browser reads the same address', () => {
    const href = inquiryHref(urls, i18nFor('ja'))
    expect(href).toContain('subject=Video%20Insight%20についてのお問い合わせ')
    expect(href).not.toMatch(/%[89A-F][0-9A-F]/)
    const anchor = document.createElement('a')
    anchor.href = href
    expect(anchor.href).toContain('%E3%81%8A%E5%95%8F') // お問, as UTF-8 when followed
    expect(new URL(anchor.href).searchParams.get('subject')).toBe(
      'Video Insight についてのお問い合わせ',
    )
  })

  it('uses the demo template for demo requests', () => {
    const href = inquiryHref(urls, i18nFor('en'), 'demo')
    expect(params(href).get('subject')).toBe('Request for a free Video Insight demo')
    expect(params(href).get('body')).toContain('E-mail address for the login details:')
  })

  it('percent-encodes spaces and line breaks, so mail clients read it too', () => {
    const href = inquiryHref(urls, i18nFor('en'))
    expect(href).not.toContain('+')
    expect(href).toContain('Inquiry%20about%20Video%20Insight')
    expect(href).toContain('%0A')
    const body = decodeURIComponent(href.split('body=')[1] ?? '')
    expect(body.split('\n')[0]).toBe('Hello,')
  })

  it('keeps a query and a fragment already on the configured address', () => {
    const href = inquiryHref(
      { en: 'https://example.com/contact?lang=en#form', ja: urls.ja },
      i18nFor('en'),
    )
    expect(href.startsWith('https://example.com/contact?lang=en&subject=')).toBe(true)
    expect(href.endsWith('#form')).toBe(true)
    expect(params(href).get('lang')).toBe('en')
  })

  it('works with a mailto: address', () => {
    const href = inquiryHref({ en: 'mailto:sales@example.com', ja: urls.ja }, i18nFor('en'))
    expect(href.startsWith('mailto:sales@example.com?subject=Inquiry%20about')).toBe(true)
  })
})
