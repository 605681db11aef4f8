import { expect, test } from './fixtures'
import { cards, openLibrary } from './videos-helpers'

// Each test walks a whole flow; the default 45 s is short on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })

/**
 * Tag suggestions (docs/decisions.md#screens, "Tag suggestions"): the library's tag search box is
 * an ARIA 1.2 combobox suggesting the tags of the library saved on this device, by keyboard and by
 * mouse, online and offline, in English and in Japanese.
 */

const LANGUAGES = [
  { locale: 'en-US', box: 'Search by tag', list: 'Suggested tags', noMatch: 'No matching videos' },
  { locale: 'ja-JP', box: 'タグで検索', list: 'タグの候補', noMatch: '一致する動画はありません' },
] as const

for (const lang of LANGUAGES) {
  test.describe(`tag suggestions in ${lang.locale}`, () => {
    test.use({ locale: lang.locale })

    test('arrow keys, Enter and Escape choose a suggested tag @phone', async ({ page }) => {
      await openLibrary(page)
      await expect(cards(page).first()).toBeVisible()
      const box = page.getByRole('combobox', { name: lang.box })
      const list = page.getByRole('listbox', { name: lang.list })
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await expect(box).toHaveAttribute('aria-controls', /.+/)

      // Typing suggests; the list is the one the box controls.
      await box.focus()
      await page.keyboard.type('mark')
      await expect(list).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      expect(await list.getAttribute('id')).toBe(await box.getAttribute('aria-controls'))
      const marketing = list.getByRole('option', { name: /^Marketing/ })
      await expect(marketing).toBeVisible()

      // Escape closes the list and keeps the text.
      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await expect(box).toHaveValue('mark')

      // Down opens it again and highlights the first option; Up wraps to the last.
      await page.keyboard.press('ArrowDown')
      await expect(list).toBeVisible()
      const options = list.getByRole('option')
      const first = options.first()
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
      await page.keyboard.press('ArrowUp')
      await expect(options.last()).toHaveAttribute('aria-selected', 'true')
      await expect(box).toBeFocused()

      // Enter on the highlighted option searches for that tag.
      await page.keyboard.press('ArrowDown')
      await expect(first).toHaveAttribute('aria-selected', 'true')
      const chosen = ((await first.locator('.combobox-label').textContent()) ?? '').trim()
      await page.keyboard.press('Enter')
      await expect(list).toBeHidden()
      await expect(box).toHaveValue(chosen)
      await expect(page).toHaveURL(new RegExp(`searchValue=${encodeURIComponent(chosen)}`))
      await expect(cards(page).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: lang.noMatch })).toHaveCount(0)

      // Enter with nothing highlighted runs the box's own search, as before.
      await box.fill('zzzz')
      await expect(list).toBeHidden()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/searchValue=zzzz/)
      await expect(page.getByRole('heading', { name: lang.noMatch })).toBeVisible()
    })
  })
}

test('a click on a suggestion searches for it, and suggestions still come offline', async ({
  page,
  context,
}) => {
  await openLibrary(page)
  await expect(cards(page).first()).toBeVisible()
  const box = page.getByRole('combobox', { name: 'Search by tag' })
  const list = page.getByRole('listbox', { name: 'Suggested tags' })

  await box.click()
  await page.keyboard.type('spri')
  await list.getByRole('option', { name: /^Spring Campaign/ }).click()
  await expect(page).toHaveURL(/searchValue=Spring(%20|\+)Campaign/)
  await expect(box).toHaveValue('Spring Campaign')
  await expect(box).toBeFocused()

  // Offline at once: the saved library on this device still suggests.
  await context.setOffline(true)
  await box.fill('')
  await page.keyboard.type('doc')
  await expect(list.getByRole('option', { name: /^Documentary/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await context.setOffline(false)
})
