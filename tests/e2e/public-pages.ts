import type { Page } from '@playwright/test'
import { expect, type Fixtures, test } from './fixtures'

/** What Home and the Privacy Policy, the public pages a visitor reads, both must do. */

/**
 * The theme the accessibility sweep (a11y.spec.ts, `publicPages`) already scans each public page
 * in, just loaded and in English, per project: light on the desktop, dark on the phone. A second
 * scan of the same page, state, theme and viewport would find nothing new.
 */
const SWEPT_THEME: Record<string, 'light' | 'dark'> = { desktop: 'light', phone: 'dark' }

/**
 * Opens `path` (in English) and scans it with axe in the light theme, then switches to the dark
 * one and scans again, leaving out the one of the two the sweep scans on this project: the
 * sweep and this test together scan both themes on the desktop and on the phone.
 */
export async function axeInBothThemes(page: Page, axe: Fixtures['axe'], path: string) {
  const swept = SWEPT_THEME[test.info().project.name]
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  if (swept !== 'light') await axe()
  if (swept === 'dark') return
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
