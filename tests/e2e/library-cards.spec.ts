import type { Locator, Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures'
import { cards, openLibrary } from './videos-helpers'

/**
 * The library's first screen and its status cards (docs/decisions.md, "Compact status
 * cards"): finished videos with their thumbnails come first; a video in progress or failed is
 * a compact card with no picture block; and one that finishes while the user reads does not
 * move what they are reading.
 */
test.describe.configure({ timeout: 90_000 })

const LANGUAGES = [
  {
    locale: 'en-US',
    failed: 'Failed',
    inProgress: 'In progress',
    retry: 'Retry',
    delete: 'Delete',
    cancel: 'Cancel',
    length: /^Length \d{2}:\d{2}:\d{2}$/,
  },
  {
    locale: 'ja-JP',
    failed: '失敗',
    inProgress: '解析中',
    retry: '再試行',
    delete: '削除',
    cancel: 'キャンセル',
    length: /^長さ \d{2}:\d{2}:\d{2}$/,
  },
]

/** Cards that open a detail page: the completed videos. */
const completedCards = (page: Page) => cards(page).filter({ has: page.getByRole('link') })

/** The item at `index` of the grid, whatever its card shows. */
const item = (page: Page, index: number) => page.locator('.video-grid > li').nth(index)

const height = async (card: Locator) => (await card.boundingBox())?.height ?? 0

for (const lang of LANGUAGES) {
  test.describe(`in ${lang.locale}`, () => {
    test.use({ locale: lang.locale })

    test('@phone the first screen: finished videos with their thumbnails, compact status cards; on a 412 x 915 phone three videos and a quiet Delete', async ({
      page,
    }) => {
      await openLibrary(page)
      await test.step('the first screen shows finished videos with their thumbnails; status cards are compact', async () => {
        const done = completedCards(page)
        for (const i of [0, 1]) {
          const card = done.nth(i)
          await expect(card).toBeInViewport()
          // the thumbnail really arrived: a decoded picture, not the placeholder
          const image = card.locator('img')
          await expect(image).toBeInViewport()
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0)
        }
        const full = await height(done.first())

        for (const status of [lang.failed, lang.inProgress]) {
          const card = cards(page).filter({ hasText: status }).first()
          await card.scrollIntoViewIfNeeded()
          await expect(card.getByText(status, { exact: true })).toBeVisible()
          await expect(card.getByRole('heading')).toHaveText(/\.(mp4|mov|m4v)$/)
          await expect(card.getByRole('button', { name: lang.delete })).toBeVisible()
          // no picture block: no image, no placeholder, and only as tall as its lines need (on a
          // phone a finished card is a row itself, its picture beside its words: shorter still)
          await expect(card.locator('img, .lazy-image, .lazy-image-placeholder')).toHaveCount(0)
          const share = test.info().project.name === 'phone' ? 1 : 0.5
          expect(await height(card)).toBeLessThan(full * share)
        }
        await expect(
          cards(page)
            .filter({ hasText: lang.failed })
            .first()
            .getByRole('button', { name: lang.retry }),
        ).toBeVisible()
      })

      // Phones only: the same page at 412 x 915, the top of the list on screen again.
      if (test.info().project.name !== 'phone') return
      await test.step('on a 412 x 915 phone the first screen shows three videos with their lengths; Delete is a quiet icon that still asks', async () => {
        await page.setViewportSize({ width: 412, height: 915 })
        await page.evaluate(() => window.scrollTo(0, 0))
        const done = completedCards(page)
        for (const i of [0, 1, 2]) {
          const card = done.nth(i)
          await expect(card).toBeInViewport({ ratio: 1 })
          await expect(card.getByText(lang.length)).toBeInViewport()
        }
        // On every card, named and asking first, but an icon: it does not outshout the video.
        const remove = done.first().getByRole('button', { name: lang.delete })
        await expect(remove).toBeVisible()
        await expect(remove).toHaveText('')
        const box = (await remove.boundingBox())!
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
        await remove.click()
        const ask = page.getByRole('alertdialog')
        await expect(ask).toBeVisible()
        await ask.getByRole('button', { name: lang.cancel }).click()
        await expect(ask).toBeHidden()
        await expect(done.first()).toBeVisible()
      })
    })
  })
}

test('@phone a card that finishes does not move what the reader reads: above the screen, then next to or below', async ({
  page,
  double,
}) => {
  // Three cards that finish, one after another, in one context: allow what three tests had.
  test.setTimeout(180_000)
  await openLibrary(page)
  // Each step's card is the first one still failed; its notice replaces the one before.
  let previousNotice = ''
  for (const browser of ['anchors the page itself', 'has no scroll anchoring (as Safari)'])
    await test.step(`a card that finishes above the screen leaves the cards on screen where they are: the browser ${browser}`, async () => {
      if (browser !== 'anchors the page itself')
        await page.evaluate(() => {
          document.documentElement.style.overflowAnchor = 'none'
        })
      const failed = cards(page).filter({ hasText: 'Failed' }).first()
      const index = await failed.evaluate((card) =>
        [...document.querySelectorAll('.video-grid > li')].indexOf(card.parentElement as Element),
      )
      await failed.scrollIntoViewIfNeeded()
      await failed.getByRole('button', { name: 'Retry' }).click()
      const changing = item(page, index)
      await expect(changing.getByText('In progress')).toBeVisible()
      // Scroll on until the card is just above the screen; the reader reads the first card below.
      await page.evaluate(
        (element) => {
          if (element) window.scrollBy(0, element.getBoundingClientRect().bottom + 40)
        },
        await changing.elementHandle(),
      )
      await expect(changing).not.toBeInViewport()
      const first = await page.evaluate(() =>
        [...document.querySelectorAll('.video-grid > li')].findIndex(
          (li) => li.getBoundingClientRect().top >= 0,
        ),
      )
      const reading = item(page, first)
      await expect(reading).toBeInViewport()
      const before = await reading.boundingBox()

      await expect(changing.getByRole('link')).toBeAttached({ timeout: 20_000 })
      const notice = page.getByText(/^“.+” is ready\.$/)
      await expect(notice).toBeVisible()
      // The step before's notice may still be up: this one names the card that just finished.
      if (previousNotice) await expect(notice).not.toHaveText(previousNotice)
      previousNotice = (await notice.textContent()) ?? ''
      expectSameBox(await reading.boundingBox(), before)
    })

  await test.step('a card that finishes next to or below the reader does not move what they read', async () => {
    // A library whose second video failed: at the top of the page (where the browser's scroll
    // anchoring does not step in) the reader looks at the first card.
    await double.control('clear-videos', { data: { email: DEMO.email } })
    for (const [status, count] of [
      ['failed', 1],
      ['completed', 5],
    ] as const)
      await double.control('seed-videos', {
        data: { email: DEMO.email, count, status, filenamePrefix: `layout_${status}` },
      })
    // The new library from a reload of the signed-in tab, at the top of the page (a reload
    // would restore the last step's scroll position) and with the browser's own anchoring.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const reading = item(page, 0)
    const changing = item(page, 1)
    await expect(reading.getByRole('link')).toBeVisible()
    await changing.getByRole('button', { name: 'Retry' }).click()
    await expect(changing.getByText('In progress')).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const before = await reading.boundingBox()
    const top = (await changing.boundingBox())?.y

    // The list refreshes itself while a video is analysed; this one comes back completed.
    await expect(changing.getByRole('link')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/^“.+” is ready\.$/)).toBeVisible()
    await expect(changing.locator('.lazy-image')).toBeVisible()
    expectSameBox(await reading.boundingBox(), before)
    expect(Math.abs(((await changing.boundingBox())?.y ?? 0) - (top ?? -1))).toBeLessThan(1)
  })
})

/**
 * The same place and size on screen, within a pixel (a scroll position snaps to the device's
 * pixels, which on a phone are fractions of a CSS pixel).
 */
function expectSameBox(now: Box | null, before: Box | null) {
  expect(now && before).toBeTruthy()
  for (const key of ['x', 'y', 'height'] as const)
    expect(Math.abs((now?.[key] ?? 0) - (before?.[key] ?? 0))).toBeLessThan(1)
}

type Box = { x: number; y: number; width: number; height: number }
