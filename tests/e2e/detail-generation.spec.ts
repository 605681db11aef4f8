import type { BrowserContext, Locator, Page } from '@playwright/test'
import { type ApiVideo, demoLibrary } from './demo-api'
import { expect, test } from './fixtures'
import { expectUnavailableOffline, OFFLINE_NOTICE } from './offline-helpers'
import { urls } from './ports'
import { openDetail } from './videos-helpers'

/**
 * Make Trailer and Make Report share one flow (docs/product.md §4, "Trailer and report"): an
 * instruction of at most 500 characters, sent trimmed, a processing status, then the result
 * without a reload. Only what the result does when opened differs.
 */
const generations = [
  {
    kind: 'trailer',
    make: 'Make Trailer',
    instruction: 'Trailer instruction',
    text: '  Upbeat, 30 seconds, focus on the relay race.  ',
    generating: 'Generating trailer...',
    delay: 'trailerDelayMs',
    made: (video: ApiVideo) => video.trailer_path,
    call: 'make-trailer',
    field: 'trailer_instruction',
    opens: 'plays in a dialog',
    result: (page: Page) => page.getByRole('button', { name: 'Watch Trailer Video' }),
    async open(page: Page, watch: Locator) {
      await watch.click()
      const player = page.getByRole('dialog', { name: 'Trailer' })
      await expect(player.locator('video')).toHaveAttribute('src', /\/trailer\.mp4$/)
      await player.getByRole('button', { name: 'Close' }).click()
      await expect(player).toBeHidden()
      await expect(watch).toBeFocused()
    },
  },
  {
    kind: 'report',
    make: 'Make Report',
    instruction: 'Report instruction',
    text: '  For the marketing team.  ',
    generating: 'Generating report...',
    delay: 'reportDelayMs',
    made: (video: ApiVideo) => video.report_path,
    call: 'make-report',
    field: 'report_instruction',
    opens: 'opens in a new tab without an opener',
    result: (page: Page) => page.getByRole('link', { name: /Open Report/ }),
    async open(page: Page, link: Locator, context: BrowserContext, video: ApiVideo) {
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
      await tab.waitForLoadState()
      // The API's report page, through the signed link the detail answer carries (no token).
      const reportPage = `${urls.api}/api/videos/${video.id}/report/report.html`
      expect(tab.url()).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/)
      expect(tab.url().split('?')[0]).toBe(reportPage)
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await tab.evaluate(() => window.opener)).toBeNull()
      expect(page.url()).toContain(`/video-detail/${video.id}`)
      await tab.close()
    },
  },
] as const

test.describe('video detail: trailer and report', () => {
  for (const g of generations) {
    test(`a ${g.kind} is requested, shows progress, appears without a reload and ${g.opens}`, async ({
      page,
      request,
      double,
      context,
    }) => {
      const video = (await demoLibrary(request)).find((v) => v.status === 'completed' && !g.made(v))
      if (!video) throw new Error(`no completed video without a ${g.kind}`)
      await double.control('config', { data: { [g.delay]: 2500 } })
      await openDetail(page, video.id)
      await page.getByRole('button', { name: g.make }).click()
      const dialog = page.getByRole('dialog', { name: g.make })
      const submit = dialog.getByRole('button', { name: g.make })
      await expect(submit).toBeDisabled()
      const text = dialog.getByLabel(g.instruction)
      await text.fill('x'.repeat(501))
      await text.blur()
      await expect(dialog.getByText('Please enter no more than 500 characters')).toBeVisible()
      await expect(submit).toBeDisabled()
      await text.fill(g.text)
      await expect(dialog.getByText(`${g.text.length} / 500`)).toBeVisible()
      await submit.click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('status').filter({ hasText: g.generating })).toBeVisible()
      await expect(page.getByRole('button', { name: g.make })).toHaveCount(0)
      const result = g.result(page)
      await expect(result).toBeVisible({ timeout: 15_000 })
      const made = (await double.requests()).filter(
        (r) => r.path === `/api/videos/${video.id}/${g.call}`,
      )
      expect(made.map((r) => r.body)).toEqual([{ [g.field]: g.text.trim() }])
      await g.open(page, result, context, video)
    })
  }

  test('a failed request keeps the dialog and the text; offline the actions say why', async ({
    page,
    request,
    double,
    context,
  }) => {
    const video = (await demoLibrary(request)).find(
      (v) => v.status === 'completed' && !v.report_path,
    )
    if (!video) throw new Error('no completed video without a report')
    await openDetail(page, video.id)
    await double.fault({ method: 'POST', path: '/api/videos/:id/make-report', status: 500 })
    await page.getByRole('button', { name: 'Make Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make Report' })
    await dialog.getByLabel('Report instruction').fill('Keep me')
    await dialog.getByRole('button', { name: 'Make Report' }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await expect(dialog.getByLabel('Report instruction')).toHaveValue('Keep me')
    await page.keyboard.press('Escape')
    await context.setOffline(true)
    await expectUnavailableOffline(page.getByRole('button', { name: 'Make Report' }))
    await expectUnavailableOffline(page.getByRole('button', { name: 'Watch full video' }))
    await expect(page.getByText(OFFLINE_NOTICE.en)).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('button', { name: 'Make Report' })).toBeEnabled()
  })

  test('passes axe, also with the instruction dialog open', async ({ page, request, axe }) => {
    const video = (await demoLibrary(request)).find(
      (v) => v.status === 'completed' && !v.trailer_path,
    )
    if (!video) throw new Error('no completed video without a trailer')
    await openDetail(page, video.id)
    await expect(page.getByRole('tab', { selected: true })).toBeVisible()
    await axe()
    await page.getByRole('button', { name: 'Make Trailer' }).click()
    await expect(page.getByRole('dialog', { name: 'Make Trailer' })).toBeVisible()
    await axe()
  })
})
