import { DEMO, expect, openSignedIn, test } from './fixtures'
import {
  EMOJI,
  expectInert,
  expectReachable,
  HUGE,
  hostileLibrary,
  MARKUP,
  patch,
  RTL,
  watchDialogs,
} from './hostile-helpers'
import { sampleMp4, uploadDialog } from './upload-helpers'

/**
 * Hostile input (tests/e2e/README.md#hostile-input): markup and script, 100 KB strings,
 * right-to-left text, emoji and combining characters arrive from the server (titles, summaries,
 * tags, scenes, file names, team names) and from the user (search text, profile fields, a
 * chosen file's name). All of it must be shown literally, run nothing, and leave every control
 * reachable on screen.
 */
test.describe.configure({ timeout: 90_000 })

/**
 * Tests of one screen are steps of one test (tests/e2e/README.md, "Keeping the suite fast"):
 * each step leaves the page as the next expects it, or says what it resets.
 */
test('@phone the library: a hostile tag search, hostile cards, a hostile file name, then a hostile detail page', async ({
  page,
  double,
}) => {
  // Four screens' worth of steps in one context: allow what four tests had.
  test.setTimeout(240_000)
  const dialogs = watchDialogs(page)
  await openSignedIn(page)
  await expect(page).toHaveURL(/\/video$/)
  const cards = page.locator('.video-grid article')
  // The first video of the hostile library: its card, then its detail page.
  let first = ''

  await test.step('typed: the tag search keeps markup literal; 100 KB is cut to the box limit', async () => {
    const box = page.getByRole('combobox', { name: 'Search by tag' })
    await box.fill(MARKUP)
    await box.press('Enter')
    await expect(page.getByRole('heading', { name: 'No matching videos' })).toBeVisible()
    await expect(page.locator('.empty-state')).toContainText(MARKUP)
    await expectReachable(page, page.getByRole('button', { name: 'Clear search' }).last())
    await box.fill(HUGE)
    const kept = await box.inputValue()
    expect(kept.length).toBeLessThan(HUGE.length)
    await box.press('Enter')
    await expect(page.getByRole('heading', { name: 'No matching videos' })).toBeVisible()
    await expectReachable(page, page.getByRole('button', { name: 'Upload', exact: true }))
    await expectInert(page, dialogs)
    // Reset for the next step: no search, the whole library again.
    await page.getByRole('button', { name: 'Clear search' }).last().click()
    await expect(page).toHaveURL(/\/video$/)
    await expect(box).toHaveValue('')
  })

  await test.step('from the server: list cards show markup, 100 KB, RTL and emoji titles, tags and file names literally', async () => {
    const { ids, failed } = await hostileLibrary(double, 4)
    const [a, b, c, d] = ids as [string, string, string, string]
    first = a
    await patch(double, a, { title: MARKUP, tags: [{ name: MARKUP }, { name: EMOJI }] })
    await patch(double, b, { title: HUGE, tags: [{ name: HUGE }] })
    await patch(double, c, { title: RTL, tags: [{ name: RTL }] })
    await patch(double, d, { title: EMOJI })
    await patch(double, failed, { filename: `${MARKUP}${HUGE}.mp4` })

    // The library as it now is, from a reload of the signed-in tab.
    await page.reload()
    await expect(page).toHaveURL(/\/video$/)
    await expect(cards).toHaveCount(5)
    for (const title of [MARKUP, RTL, EMOJI])
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: HUGE, exact: true })).toBeAttached()
    await expect(cards.first()).toContainText(`${MARKUP}${HUGE}.mp4`)
    await expect(page.locator('.tag').filter({ hasText: MARKUP }).first()).toBeVisible()
    await expectInert(page, dialogs)

    await expectReachable(page, page.getByRole('button', { name: 'Upload', exact: true }))
    await expectReachable(page, page.getByRole('combobox', { name: 'Search by tag' }))
    const count = await cards.count()
    for (let i = 0; i < count; i++)
      await expectReachable(page, cards.nth(i).getByRole('button', { name: 'Delete' }))
    await expectReachable(page, cards.first().getByRole('button', { name: 'Retry' }))
    // The warning names the video: still literal, and its buttons still on screen.
    await cards.first().getByRole('button', { name: 'Delete' }).click()
    const warning = page.getByRole('alertdialog', { name: 'Delete this video?' })
    await expect(warning).toContainText(MARKUP)
    await expectReachable(page, warning.getByRole('button', { name: 'Cancel' }))
    await expectReachable(page, warning.getByRole('button', { name: 'Delete' }))
    await warning.getByRole('button', { name: 'Cancel' }).click()
    await expect(warning).toBeHidden()
    await expectInert(page, dialogs)
  })

  await test.step('typed: a chosen file with a hostile name: the chip, the upload and the new card', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    const dialog = uploadDialog(page)
    await dialog.getByRole('button', { name: 'Next' }).click()
    // Long, but within the API's 255-character limit for a file name.
    const name = `${MARKUP}${RTL}${EMOJI}${'n'.repeat(100)}.mp4`
    await dialog
      .getByTestId('video-file-input')
      .setInputFiles({ name, mimeType: 'video/mp4', buffer: sampleMp4() })
    await expect(dialog.getByText(name)).toBeVisible()
    await expectReachable(page, dialog.getByRole('button', { name: `Remove ${name}` }))
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true })
    await expectReachable(page, upload)
    await expectReachable(page, dialog.getByRole('button', { name: 'Previous' }))
    await upload.click()
    await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
      'Uploaded. The analysis has started.',
      { timeout: 20_000 },
    )
    const card = cards.filter({ hasText: name })
    await expect(card).toHaveCount(1)
    await expectReachable(page, card.getByRole('button', { name: 'Delete' }))
    await expectInert(page, dialogs)
  })

  await test.step('from the server: the detail page keeps its controls with a hostile title, 100 KB summary and scenes', async () => {
    // The first video's text becomes the detail page's hostile text; its page is opened by
    // its address, as the list already read the video's old text.
    await patch(double, first, {
      title: `${MARKUP} ${EMOJI}`,
      filename: `${RTL}${HUGE}.mp4`,
      summary: `${MARKUP} ${HUGE}`,
      tags: [{ name: MARKUP }, { name: HUGE }],
      scene_descriptions: [`${MARKUP} ${RTL}`, `${EMOJI} ${HUGE}`],
    })
    await page.goto(`/video-detail/${first}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${MARKUP} ${EMOJI}`)
    await expect(page.locator('.detail-summary')).toHaveText(`${MARKUP} ${HUGE}`)
    await expect(page.locator('.detail-facts')).toContainText(`${RTL}${HUGE}.mp4`)
    const panel = page.getByRole('tabpanel')
    await expect(panel).toContainText(`${MARKUP} ${RTL}`)
    await expectInert(page, dialogs)

    for (const name of ['Back', 'Watch full video', 'Make Trailer', 'Make Report'])
      await expectReachable(page, page.getByRole('button', { name, exact: true }))
    await expectReachable(page, page.getByRole('link', { name: 'Search', exact: true }))
    await expectReachable(page, panel.getByRole('link', { name: 'Search Similar Scenes' }))
    // The second scene: emoji and 100 KB in its description.
    await page.getByRole('tab', { name: /^Scene 2/ }).click()
    await expect(page.getByRole('tabpanel')).toContainText(EMOJI)
    await expectReachable(
      page,
      page.getByRole('tabpanel').getByRole('link', { name: 'Search Similar Video' }),
    )
    await expectInert(page, dialogs)
  })
})

test.describe('hostile text from the server', () => {
  test('search results show hostile titles, summaries and scene descriptions literally', async ({
    page,
    double,
  }) => {
    const dialogs = watchDialogs(page)
    const { ids } = await hostileLibrary(double, 2)
    const [a, b] = ids as [string, string]
    await patch(double, a, {
      title: `zebracorn ${MARKUP}`,
      summary: `zebracorn ${RTL} ${HUGE}`,
      scene_descriptions: [`zebracorn ${MARKUP} ${HUGE}`],
    })
    await patch(double, b, { title: `zebracorn ${EMOJI}`, summary: `zebracorn ${EMOJI}` })
    await openSignedIn(page, '/video/similar?description=zebracorn&searchMethod=sparse')
    const videos = page.getByRole('list', { name: 'Similar videos' }).getByRole('article')
    await expect(videos).toHaveCount(2)
    await expect(page.getByRole('heading', { name: `zebracorn ${MARKUP}` })).toBeVisible()
    await expect(page.getByRole('heading', { name: `zebracorn ${EMOJI}` })).toBeVisible()
    await expect(videos.filter({ hasText: RTL })).toHaveCount(1)
    await expectReachable(page, page.getByRole('link', { name: 'Change', exact: true }))
    await expectInert(page, dialogs)

    // A search started from the video names it literally too.
    await page.goto(`/advanced-search/${a}`)
    await expect(page.locator('.search-source')).toHaveText(
      `Videos similar to “zebracorn ${MARKUP}”`,
    )
    await page.goto(`/advanced-search/${a}?sceneIndex=0`)
    await expect(page.locator('.search-source')).toContainText(`of “zebracorn ${MARKUP}”`)
    await expectInert(page, dialogs)

    await page.goto('/video/similar?description=zebracorn&searchMethod=sparse&mode=scenes')
    const scenes = page.getByRole('list', { name: 'Similar scenes' }).getByRole('article')
    await expect(scenes.first()).toContainText(MARKUP)
    await expect(scenes.first()).toContainText(`from zebracorn ${MARKUP}`)
    await expectReachable(page, page.getByRole('link', { name: 'Change', exact: true }))
    await expectInert(page, dialogs)
  })
})

test.describe('hostile text typed by the user', () => {
  test('@phone search text: markup, RTL and emoji are searched and shown as typed', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page)
    await openSignedIn(page, '/advanced-search')
    await expect(page).toHaveURL(/\/advanced-search/)
    const typed = `${MARKUP} ${RTL} ${EMOJI}`
    const box = page.getByRole('textbox', { name: /looking for/ })
    await box.fill(typed)
    await page.getByRole('button', { name: 'Search Relevant Videos' }).click()
    await expect(page).toHaveURL(/\/video\/similar/)
    await expect(page.locator('.results-description')).toContainText(typed)
    await expectReachable(page, page.getByRole('link', { name: 'Change', exact: true }))
    await page.getByRole('link', { name: 'Change', exact: true }).click()
    await expect(box).toHaveValue(typed)
    await expectInert(page, dialogs)
  })
})

test('@phone the profile: hostile fields typed and saved, then a hostile team name', async ({
  page,
  double,
}) => {
  const dialogs = watchDialogs(page)
  await openSignedIn(page, '/profile')
  await expect(page).toHaveURL(/\/profile$/)

  await test.step('typed: markup is saved literally; 100 KB gets the server message in a popup', async () => {
    const fullName = page.getByLabel('Full name')
    const name = `<b>${EMOJI}</b>`
    await fullName.fill(name)
    await page.getByRole('button', { name: 'Save' }).click()
    const success = page.getByRole('dialog', { name: 'Success' })
    await expect(success).toContainText('Your profile has been updated.')
    await success.getByRole('button', { name: 'OK' }).click()
    await page.reload()
    await expect(fullName).toHaveValue(name)

    await fullName.fill(HUGE)
    await page.getByLabel('Username').fill(`${RTL}${MARKUP}`.slice(0, 50))
    await page.getByRole('button', { name: 'Save' }).click()
    const error = page.getByRole('alertdialog', { name: 'Error' })
    await expect(error).toContainText(/fullName/)
    await expectReachable(page, error.getByRole('button', { name: 'OK' }))
    await error.getByRole('button', { name: 'OK' }).click()
    await expect(fullName).toHaveValue(HUGE)
    await expectReachable(page, page.getByRole('button', { name: 'Save' }))
    await expectInert(page, dialogs)
  })

  await test.step('from the server: a hostile team name in the sidebar and the profile keeps Logout and Save usable', async () => {
    await double.control('patch-team', {
      data: { email: DEMO.email, name: `${MARKUP}${RTL}${HUGE}` },
    })
    // The profile as it now is, from a reload of the signed-in tab.
    await page.reload()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByLabel('Team')).toHaveValue(`${MARKUP}${RTL}${HUGE}`)
    await expectReachable(page, page.getByRole('button', { name: 'Save' }))
    // On a phone the sidebar is a drawer: open it to see the team name and Logout.
    const menu = page.getByRole('button', { name: /menu/i })
    if (await menu.isVisible()) await menu.click()
    await expect(page.locator('.sidebar-team').first()).toHaveText(`${MARKUP}${RTL}${HUGE}`)
    await expectReachable(page, page.getByRole('button', { name: 'Logout' }).first())
    await expectInert(page, dialogs)
  })
})
