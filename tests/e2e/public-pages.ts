import type { Page } from '@playwright/test'
import { expect, type Fixtures } from './fixtures'

/** What Home and the Privacy Policy, the public pages a visitor reads, both must do. */

/** Opens `path` and scans it with axe in the light theme, then again in the dark one. */
export async function axeInBothThemes(page: Page, axe: Fixtures['axe'], path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await axe()
  await page.emulateMedia({ colorScheme: 'dark' })
  await axe()
}

/** Signed in, the banner offers no Log in, and its `link` opens the library. */
export async function expectWayIntoApp(page: Page, link: string) {
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await banner.getByRole('link', { name: link }).click()
  await expect(page).toHaveURL(/\/video$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
}
