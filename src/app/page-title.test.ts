import { msg } from '@lingui/core/macro'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/i18n/i18n'
import { pageHead, rootHead, titleLanguage } from './page-title'

afterEach(() => activateLocale('en'))

const titleOf = (head: ReturnType<typeof pageHead>) => head.meta[0]?.title
const match = (fields: Partial<AnyRouteMatch>) =>
  ({ status: 'success', ...fields }) as AnyRouteMatch

describe('a page title', () => {
  it('puts the most particular part first and the product last, in the language shown', async () => {
    expect(titleOf(pageHead(['Sports Day 2025 Full Coverage']))).toBe(
      'Sports Day 2025 Full Coverage · Video Insight',
    )
    expect(titleOf(pageHead([msg`Account`, msg`Profile`]))).toBe(
      'Account · Profile · Video Insight',
    )
    expect(titleOf(pageHead([msg`Videos`], 3))).toBe('Videos, page 3 · Video Insight')
    expect(titleOf(pageHead([undefined, '']))).toBe('Video Insight')

    await activateLocale('ja', ['common', 'videos'])
    expect(titleOf(pageHead(['運動会 2025']))).toBe('運動会 2025｜Video Insight')
    expect(titleOf(pageHead([msg`Videos`], 2))).toBe('動画（2ページ目）｜Video Insight')
  })

  it('notes the language it was read in, for the shell to read it again after a switch', async () => {
    const en = pageHead(['A'])
    await activateLocale('ja', ['common'])
    const ja = pageHead(['B'])
    expect(titleLanguage([match({ meta: en.meta }), match({ meta: ja.meta })])).toBe('ja')
    expect(titleLanguage([match({ meta: en.meta }), match({})])).toBe('en')
  })

  it('names the not-found page at the root', () => {
    expect(titleOf(rootHead(match({})))).toBe('Video Insight')
    expect(titleOf(rootHead(match({ _notFound: true })))).toBe('Page not found · Video Insight')
  })
})
