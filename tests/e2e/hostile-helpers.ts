import type { Locator, Page } from '@playwright/test'
import { DEMO, type Double, expect } from './fixtures'

/** The hostile strings and the checks of hostile.spec.ts (tests/e2e/README.md#hostile-input). */

/** Would set a flag or open a dialog if it were ever treated as markup. */
export const MARKUP =
  '<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script>'
/** 100 KB with no place to break a line: the hardest case for overflow. */
export const HUGE = 'W'.repeat(100_000)
/** Arabic, Hebrew and a right-to-left override in the middle of a file-like name. */
export const RTL = 'مرحبا بالعالم שלום עולם \u202Egnp.exe'
/** A skin-toned ZWJ sequence, a flag, and stacked combining marks. */
export const EMOJI = '👩🏽‍💻🎬🇯🇵 Z̷̢͎a̸͍l̵g̷o̴ cafe\u0301'

/** Fails the test if anything ran: a JS dialog, the flag, or an element built from the text. */
export async function expectInert(page: Page, dialogs: string[]) {
  expect(dialogs, 'no dialog may open').toEqual([])
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  await expect(page.locator('img[src="x"], body script:not([src])')).toHaveCount(0)
}

/** The control is visible, horizontally inside the viewport, and the page does not scroll sideways. */
export async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  await expect(control).toBeVisible()
  await expect(control).toBeInViewport()
  const box = await control.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box, 'the control has a box').not.toBeNull()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1)
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(sideways, 'the page must not scroll sideways').toBeLessThanOrEqual(1)
}

/** Every JS dialog the page opens (each dismissed at once), to fail a test that saw one. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return dialogs
}

/** A fresh demo library of `count` completed videos (plus one failed), ids in list order. */
export async function hostileLibrary(double: Double, count: number) {
  await double.control('clear-videos', { data: { email: DEMO.email } })
  const made = (await double.control('seed-videos', {
    data: { email: DEMO.email, count, filenamePrefix: 'hostile' },
  })) as { ids: string[] }
  const failed = (await double.control('seed-videos', {
    data: { email: DEMO.email, count: 1, status: 'failed', filenamePrefix: 'hostile_failed' },
  })) as { ids: string[] }
  return { ids: made.ids, failed: failed.ids[0] as string }
}

/** Replaces fields of one video in the double's state (its control endpoint). */
export const patch = (double: Double, id: string, fields: Record<string, unknown>) =>
  double.control('patch-video', { data: { id, fields } })
