import type { FileChooser, Locator, Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures'
import { SAMPLE_MP4, uploadDialog } from './upload-helpers'

/**
 * The keyboard-only path (tests/e2e/README.md#the-keyboard-only-path): login → upload → detail →
 * scene by arrow keys → search → profile, with nothing but key presses (the one exception is the
 * operating system's file picker, which Playwright answers with the chosen file). At every stop the
 * focused element must show a visible focus indicator.
 */
test.describe.configure({ timeout: 120_000 })

/**
 * The focused element, or what draws its ring for it (a card around a stretched link, the label
 * after a hidden file input), shows an outline or ring that a sighted keyboard user can see.
 */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused()
  const ring = await target.evaluate((element) => {
    const indicator = (node: Element) => {
      const style = getComputedStyle(node)
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1)
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      return style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : ''
    }
    const candidates = [element, element.nextElementSibling]
    for (let up = element.parentElement, i = 0; up && i < 3; up = up.parentElement, i++)
      candidates.push(up)
    const drawn = candidates.map((node) => (node ? indicator(node) : '')).find(Boolean) ?? ''
    return { visible: element.matches(':focus-visible'), indicator: drawn }
  })
  expect(ring.visible, 'the element matches :focus-visible').toBe(true)
  expect(ring.indicator, 'an outline or ring marks the focus').not.toBe('')
  await expect(target).toBeInViewport()
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks the indicator. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  const key = options.back ? 'Shift+Tab' : 'Tab'
  for (let i = 0; i < (options.max ?? 120); i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      break
    await page.keyboard.press(key)
  }
  await expectVisibleFocus(target)
}

/**
 * Enter on the focused "Choose video files" opens the file picker: the button clicks the hidden
 * file input, and Playwright reports the picker as a `filechooser` event. That event is
 * Playwright's and Chromium's, not the product's: in one full CI run two presses 10 s apart
 * brought none, with the button focused, the dialog on step 2 and the rest of the test quick.
 * So the product's part is checked on its own (the press reaches the file input: the page counts
 * clicks on file inputs), and the file is given through the chooser when one is reported within
 * 10 s, else set on the input that the chooser would have filled. The listener is there from the
 * test's first step, so Playwright intercepts choosers before any key is pressed and keeps one
 * reported late (a `waitForEvent` per press stops listening at its timeout).
 */
async function filesByEnter(page: Page) {
  const opened: FileChooser[] = []
  page.on('filechooser', (chooser) => opened.push(chooser))
  await page.addInitScript(() => {
    const counted = window as unknown as { fileInputClicks: number }
    counted.fileInputClicks = 0
    const count = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file')
        counted.fileInputClicks++
    }
    window.addEventListener('click', count, { capture: true })
  })
  const fileInputClicks = () =>
    page.evaluate(() => (window as unknown as { fileInputClicks: number }).fileInputClicks)

  return async (files: string) => {
    await page.keyboard.press('Enter')
    await expect.poll(fileInputClicks, { message: 'Enter clicks the file input' }).toBe(1)
    for (const end = Date.now() + 10_000; !opened.length && Date.now() < end; )
      await new Promise((done) => setTimeout(done, 100))
    const chooser = opened.shift()
    if (chooser) return chooser.setFiles(files)
    // In the run's output too: a run that needed the input says so.
    const note = 'no filechooser event in 10 s; the files were set on the input'
    test.info().annotations.push({ type: 'no file chooser', description: note })
    console.log(`keyboard path: ${note}`)
    await page.getByTestId('video-file-input').setInputFiles(files)
  }
}

test('@phone the whole path by keyboard: login, upload, detail, scene, search, profile', async ({
  page,
}) => {
  const mobile = test.info().project.name === 'phone'
  const chooseByEnter = await filesByEnter(page)

  // Login
  await page.goto('/login')
  const email = page.getByLabel('E-mail address')
  await tabTo(page, email)
  await page.keyboard.type(DEMO.email)
  await tabTo(page, page.getByLabel('Password'))
  await page.keyboard.type(DEMO.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/video$/)
  await expect(page.locator('.video-grid article').first()).toBeVisible()

  // Upload a tiny MP4
  const upload = page.getByRole('button', { name: 'Upload', exact: true })
  await tabTo(page, upload)
  await page.keyboard.press('Enter')
  const dialog = uploadDialog(page)
  await tabTo(page, dialog.getByLabel('About this video (optional)'))
  await page.keyboard.type('Filmed without a mouse.')
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')
  const choose = dialog.getByRole('button', { name: 'Choose video files' })
  await tabTo(page, choose)
  await chooseByEnter(SAMPLE_MP4)
  await expect(dialog.getByText('00:00:06')).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Upload', exact: true }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
    'Uploaded. The analysis has started.',
  )
  await expect(page.locator('.video-card').filter({ hasText: 'sample.mp4' })).toHaveCount(1)

  // Open a detail page from its card
  const card = page.getByRole('link', { name: 'Sports Day 2025 Full Coverage' })
  await tabTo(page, card, { max: 200 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports Day 2025 Full Coverage')

  // Select the third scene with the arrow keys
  await tabTo(page, page.getByRole('tab', { selected: true }))
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expectVisibleFocus(page.getByRole('tab', { name: /^Scene 3/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?sceneIndex=2$/)
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Scene 3/)

  // Search for similar scenes from it
  const panel = page.getByRole('tabpanel', { name: /Scene 3/ })
  await tabTo(page, panel.getByRole('link', { name: 'Search Similar Scenes' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/advanced-search\/.+sceneIndex=2/)
  await tabTo(page, page.getByRole('button', { name: 'Search Similar Scenes' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/video\/similar\//)
  await expect(page.getByRole('heading', { level: 1, name: 'Top 10 Picks' })).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: 'Change', exact: true }))

  // Profile, through the navigation (a drawer on phones)
  if (mobile) {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { back: true })
    await page.keyboard.press('Enter')
  }
  const profile = page.getByRole('link', { name: 'Profile' })
  await tabTo(page, profile, { back: !mobile })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  const fullName = page.getByLabel('Full name')
  await tabTo(page, fullName)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Keyboard User')
  await tabTo(page, page.getByRole('button', { name: 'Save' }))
  await page.keyboard.press('Enter')
  const success = page.getByRole('dialog', { name: 'Success' })
  await expect(success).toContainText('Your profile has been updated.')
  await expectVisibleFocus(success.getByRole('button', { name: 'OK' }))
  await page.keyboard.press('Enter')
  await expect(success).toBeHidden()
  await expect(fullName).toHaveValue('Keyboard User')
})
