import type { Page } from '@playwright/test'
import { expect, openSignedIn } from './fixtures'

/** Opens the library signed in and waits for its heading. */
export async function openLibrary(page: Page, path = '/video') {
  await openSignedIn(page, path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/**
 * The cards of the list (one article per video), found by role: the app's own, never those of
 * the snapshot a warm start paints first (hidden from assistive technology, offline/page-snapshot.ts).
 */
export const cards = (page: Page) => page.locator('.video-grid').getByRole('article')

/** The title links of the list's completed cards (each opens its video). */
export const cardLinks = (page: Page) => cards(page).getByRole('heading').getByRole('link')

export const cardFor = (page: Page, name: string | RegExp) =>
  cards(page).filter({ has: page.getByRole('heading', { name }) })

export const DATE_TIME = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/

/** Opens a video's detail page signed in (`query`: e.g. `?sceneIndex=3`). */
export async function openDetail(page: Page, id: string, query = '') {
  await openSignedIn(page, `/video-detail/${id}${query}`)
}

/**
 * Opens the first completed card of the library page at `url` (signed in already); returns
 * its title and id once the detail page shows.
 */
export async function openFirstDetail(page: Page, url = '/video') {
  await page.goto(url)
  const link = cardLinks(page).first()
  await expect(link).toBeVisible()
  const title = ((await link.textContent()) ?? '').trim()
  const id = decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? '')
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  return { title, id, list: url }
}
