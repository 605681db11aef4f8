import { DEMO, expect, GENERIC_ERROR, test } from './fixtures'
import { cardFor, cards, DATE_TIME, openLibrary } from './videos-helpers'

// The machine is shared by several engineers' runs: allow for a slow start.
test.describe.configure({ timeout: 90_000 })

test.describe('the video library', () => {
  test('@phone cards by status, pagination above and below, and a deep link that survives reload', async ({
    page,
    double,
    axe,
  }) => {
    await openLibrary(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
    await expect(cards(page)).toHaveCount(50)
    await expect(page.getByText('1–50 of 64')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pages, above the list' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pages, below the list' })).toBeAttached()

    // Newest first: the demo library opens on finished videos; the others sit further down.
    await expect(cards(page).first().getByRole('link')).toBeVisible()
    const inProgress = cards(page).filter({ hasText: 'In progress' }).first()
    await expect(inProgress.getByRole('button', { name: 'Delete' })).toBeVisible()
    await expect(inProgress.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    await expect(inProgress).toContainText(DATE_TIME)

    const failed = cards(page).filter({ hasText: 'Failed' }).first()
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(failed.getByRole('button', { name: 'Delete' })).toBeVisible()

    const completed = cards(page)
      .filter({ has: page.getByRole('link') })
      .first()
    await expect(completed).toContainText(/Created \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/)
    await expect(completed.locator('.lazy-image')).toBeVisible()
    await axe()

    const requests = await double.requests()
    const list = requests.find((r) => r.method === 'GET' && r.path === '/api/videos')
    expect(list?.query).toMatchObject({ size: '50', page: '1', sort: ['priority', '-created_at'] })

    await page
      .getByRole('navigation', { name: 'Pages, below the list' })
      .getByRole('link', { name: 'Next' })
      .click()
    await expect(page).toHaveURL(/\/video\?page=2$/)
    await expect(cards(page)).toHaveCount(14)
    await expect(page.getByText('51–64 of 64')).toBeVisible()
    await page.reload()
    await expect(cards(page)).toHaveCount(14)
    await expect(page.getByText('51–64 of 64')).toBeVisible()
    // Phones show "Page 2 of 2"; wider screens mark the current page number.
    const above = page.getByRole('navigation', { name: 'Pages, above the list' })
    if (test.info().project.name === 'phone') await expect(above).toContainText('Page 2 of 2')
    else
      await expect(above.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      )
  })

  test('a thumbnail that fails keeps its placeholder', async ({ page, double }) => {
    await double.fault({
      method: 'GET',
      path: '/assets/data/output/:id/*',
      status: 404,
      times: 100,
    })
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text())
    })
    await openLibrary(page)
    await expect(cards(page)).toHaveCount(50)
    const completed = cards(page)
      .filter({ has: page.getByRole('link') })
      .first()
    await completed.scrollIntoViewIfNeeded()
    await expect
      .poll(() => warnings.some((w) => w.includes('Image could not be loaded')))
      .toBe(true)
    await expect(completed.locator('.lazy-image-placeholder')).toBeAttached()
    await expect(completed.locator('img')).toHaveCount(0)
  })

  // One page for the library's actions, each a step (tests/e2e/README.md, "Keeping the suite
  // fast": a test of its own cost a new context and a signed-in cold start of a 50-card page).
  // The steps run in this order because each leaves the library as the next one expects it:
  // a failed card deleted, one retried, and the library emptied last.
  test('the library: a bad answer, tags, tag search, delete, lazy thumbnails, retry, both empty states', async ({
    page,
    double,
  }) => {
    test.setTimeout(180_000)
    await test.step('a failed action or a bad list answer shows the generic message', async () => {
      await double.fault({ method: 'GET', path: '/api/videos', wrongShape: true, times: 1 })
      await openLibrary(page)
      await expect(page.getByText(GENERIC_ERROR)).toBeVisible()
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(cards(page)).toHaveCount(50)

      // A failure the server says nothing about (no detail) gets the generic line.
      await double.fault({
        method: 'POST',
        path: '/api/videos/:id/retry-process',
        status: 500,
        body: {},
      })
      await cards(page)
        .filter({ hasText: 'Failed' })
        .first()
        .getByRole('button', { name: 'Retry' })
        .click()
      const popup = page.getByRole('alertdialog')
      await expect(popup).toContainText(GENERIC_ERROR)
      await popup.getByRole('button', { name: 'OK' }).click()
      await expect(cards(page).filter({ hasText: 'Failed' })).toHaveCount(5)
    })

    await test.step('tags expand with View More and collapse with View Less', async () => {
      const title = await cards(page)
        .filter({ has: page.getByRole('button', { name: 'View More' }) })
        .first()
        .getByRole('heading')
        .textContent()
      // Pinned by its title: the button's name changes when it is pressed.
      const card = cardFor(page, title ?? '')
      const tags = card.locator('.tag')
      await expect(tags).toHaveCount(3)
      await card.getByRole('button', { name: 'View More' }).click()
      await expect(card.getByRole('button', { name: 'View Less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      expect(await tags.count()).toBeGreaterThan(3)
      await card.getByRole('button', { name: 'View Less' }).click()
      await expect(tags).toHaveCount(3)
      await expect(page).toHaveURL(/\/video$/)
    })

    await test.step('tag search runs on Enter, lives in the URL, and the clear button empties it', async () => {
      // The first list comes in steps: while they arrive, fewer than fifty cards prove nothing.
      await expect(cards(page)).toHaveCount(50)
      const box = page.getByRole('combobox', { name: 'Search by tag' })
      await box.fill('Marketing')
      await box.press('Enter')
      await expect(page).toHaveURL(/searchValue=Marketing/)
      // The unfiltered page stays on screen, dimmed, until the filtered one arrives whole.
      await expect.poll(() => cards(page).count()).toBeLessThan(50)
      const count = await cards(page).count()
      await expect(page.getByText(`1–${count} of ${count}`)).toBeVisible()
      const searched = (await double.requests()).filter(
        (r) => r.path === '/api/videos' && r.query.tags === 'Marketing',
      )
      expect(searched.length).toBeGreaterThan(0)

      await page.reload()
      await expect(box).toHaveValue('Marketing')
      await expect(cards(page)).toHaveCount(count)

      await page.getByRole('button', { name: 'Clear search' }).click()
      await expect(box).toHaveValue('')
      await expect(page).toHaveURL(/\/video$/)
      await expect(cards(page)).toHaveCount(50)
    })

    await test.step('delete asks first; Cancel keeps the video, Delete removes it', async () => {
      const card = cards(page).filter({ hasText: 'Failed' }).first()
      const name = (await card.getByRole('heading').textContent()) ?? ''
      await card.getByRole('button', { name: 'Delete' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' })
      await expect(confirm).toContainText('removed permanently')
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
      await expect(cardFor(page, name)).toHaveCount(1)

      await card.getByRole('button', { name: 'Delete' }).click()
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(cardFor(page, name)).toHaveCount(0)
      await expect(page.getByText('1–50 of 63')).toBeVisible()
      const deletes = (await double.requests()).filter((r) => r.method === 'DELETE')
      expect(deletes).toHaveLength(1)
    })

    await test.step('completed cards open the detail page; thumbnails load lazily', async () => {
      await double.clearRequests()
      await page.reload()
      await expect(cards(page)).toHaveCount(50)
      // 38 completed cards on page 1; only those near the viewport ask for their images.
      const early = (await double.requests()).filter((r) => r.origin === 'assets')
      expect(early.length).toBeLessThan(38)
      // The last completed card is far below the first screen: its picture is asked for once it
      // comes near, without the session's token.
      const completed = cards(page)
        .filter({ has: page.getByRole('link') })
        .last()
      await completed.scrollIntoViewIfNeeded()
      await expect(completed.locator('img.loaded')).toBeVisible()
      const thumbs = (await double.requests()).filter((r) => r.origin === 'assets')
      expect(thumbs.length).toBeGreaterThan(early.length)
      expect(thumbs.every((r) => !r.headers.authorization)).toBe(true)

      const link = cards(page).getByRole('link').first()
      const title = await link.textContent()
      await link.click()
      await expect(page).toHaveURL(/\/video-detail\/[^/]+$/)
      expect(title).toBeTruthy()
    })

    await test.step('retry of a failed video shows it in progress', async () => {
      // Back to the library by the sidebar (the app's own navigation, no page load).
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Videos' })
        .click()
      await expect(page).toHaveURL(/\/video$/)
      const card = cards(page).filter({ hasText: 'Failed' }).first()
      const name = (await card.getByRole('heading').textContent()) ?? ''
      await card.getByRole('button', { name: 'Retry' }).click()
      const same = cardFor(page, name)
      await expect(same.getByText('In progress')).toBeVisible()
      await expect(same.getByRole('button', { name: 'Retry' })).toHaveCount(0)
      // The log was emptied by the thumbnails step: the first step's failed retry is not in it.
      const retries = (await double.requests()).filter((r) => r.path.endsWith('/retry-process'))
      expect(retries).toHaveLength(1)
    })

    await test.step('both empty states', async () => {
      await page.goto('/video?searchValue=zzz-nothing')
      await expect(page.getByRole('heading', { name: 'No matching videos' })).toBeVisible()
      await page.getByRole('button', { name: 'Clear search' }).last().click()
      await expect(cards(page)).toHaveCount(50)

      await double.control('clear-videos', { data: { email: DEMO.email } })
      await page.getByRole('button', { name: 'Refresh' }).click()
      await expect(page.getByRole('heading', { name: 'No videos yet' })).toBeVisible()
      await page.getByRole('button', { name: 'Upload a video' }).click()
      await expect(page.getByRole('dialog', { name: 'Upload a video' })).toBeVisible()
    })
  })
})

test.describe('the video library in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('@phone statuses, actions and pagination read in Japanese', async ({ page, axe }) => {
    await openLibrary(page)
    await expect(page.getByRole('heading', { level: 1, name: '動画' })).toBeVisible()
    await expect(cards(page).filter({ hasText: '解析中' }).first()).toContainText(
      /アップロード日時 \d{4}\//,
    )
    const failed = cards(page).filter({ hasText: '失敗' }).first()
    await expect(failed.getByRole('button', { name: '再試行' })).toBeVisible()
    await expect(failed.getByRole('button', { name: '削除' })).toBeVisible()
    await expect(page.getByRole('button', { name: '更新' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'タグで検索' })).toBeVisible()
    await expect(page.getByText('64件中 1–50件')).toBeVisible()
    await axe()
    await failed.getByRole('button', { name: '削除' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'この動画を削除しますか？' })
    await expect(confirm.getByRole('button', { name: 'キャンセル' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
  })
})
