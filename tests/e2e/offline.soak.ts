import type { Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './fixtures'
import { markFirstCard, serviceWorkerReady } from './offline-helpers'

test.use({ serviceWorkers: 'allow' })

const CYCLES = Number(process.env.SOAK_CYCLES ?? 50)

async function libraryStart(page: Page, url: string): Promise<number | undefined> {
  await page.goto(url)
  const shown = await page
    .locator('article.video-card')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false)
  if (!shown) return undefined
  return page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN
}

/**
 * 50 cycles of: browse online (a library page, then a detail page not opened before), the
 * connection drops the instant the detail page renders, reload offline. Counts the pages that
 * did not open offline and compares reload → first card offline and online.
 */
test('offline soak: browse, drop, reload', async ({ page, double }) => {
  await page.addInitScript(markFirstCard)
  await page.goto('/login')
  await serviceWorkerReady(page)
  await signIn(page, DEMO)
  await double.control('seed-videos', { data: { email: DEMO.email, count: 60 } })

  const online: number[] = []
  const offline: number[] = []
  const lost: string[] = []
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    await double.clearFaults()
    await page.context().setOffline(false)
    const list = `/video?page=${(cycle % 2) + 1}`
    const onlineMs = await libraryStart(page, list)
    if (onlineMs !== undefined) online.push(onlineMs)
    const links = page.locator('a.video-card-link')
    const link = links.nth(Math.floor(cycle / 2) % (await links.count()))
    const title = ((await link.textContent()) ?? '').trim()
    await link.click()
    await page.waitForFunction(
      (wanted) => document.querySelector('main h1')?.textContent?.trim() === wanted,
      title,
      { polling: 'raf' },
    )
    await page.context().setOffline(true)
    await double.fault({ method: '*', path: '/api/*', drop: true, times: -1 })

    await page.reload()
    const detailShown = await expect(page.getByRole('heading', { level: 1, name: title }))
      .toBeVisible({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false)
    if (!detailShown) lost.push(`cycle ${cycle}: detail "${title}"`)
    const offlineMs = await libraryStart(page, list)
    if (offlineMs === undefined) lost.push(`cycle ${cycle}: library ${list}`)
    else offline.push(offlineMs)
  }

  const figures = {
    cycles: CYCLES,
    pagesChecked: CYCLES * 2,
    pagesLost: lost.length,
    firstCardOnlineMedianMs: Math.round(median(online)),
    firstCardOnlineP95Ms: Math.round(p95(online)),
    firstCardOfflineMedianMs: Math.round(median(offline)),
    firstCardOfflineP95Ms: Math.round(p95(offline)),
  }
  console.log(`offline soak: ${JSON.stringify(figures)}`)
  for (const line of lost) console.log(`  lost: ${line}`)
  expect(lost).toEqual([])
})
