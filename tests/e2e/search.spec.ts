import { expect, openSignedIn, test } from './fixtures'
import { description, searchCalls, topK } from './search-helpers'

test.describe('advanced search', () => {
  test('a search from the Videos tab reaches find-similar-videos with the form @phone', async ({
    page,
    double,
    axe,
  }) => {
    await openSignedIn(page, '/advanced-search')
    await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true')
    const button = page.getByRole('button', { name: 'Search Relevant Videos' })
    await expect(button).toBeDisabled()
    await description(page).fill('Ramen cooking')
    await topK(page).fill('25')
    await page.getByLabel('Search method').selectOption({ label: 'Keyword' })
    await axe()
    await double.clearRequests()
    await button.click()

    await expect(page).toHaveURL(/\/video\/similar\?/)
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({
      kValue: '25',
      description: 'Ramen cooking',
      searchMethod: 'sparse',
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Top 25 Picks' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Similar videos' }).getByRole('article').first(),
    ).toBeVisible()
    const calls = await searchCalls(double)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.path).toBe('/api/videos/find-similar-videos')
    expect(calls[0]?.query).toEqual({
      page: '1',
      size: '50',
      description: 'Ramen cooking',
      k_value: '25',
      search_method: 'sparse',
      video: 'false',
    })
  })

  test('the Scenes tab searches scenes of all videos, with each method', async ({
    page,
    double,
  }) => {
    await openSignedIn(page, '/advanced-search')
    await page.getByRole('tab', { name: 'Videos' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Scenes' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Search scenes from')).toHaveCount(0)
    await description(page).fill('students on stage')
    for (const [label, method] of [
      ['Semantic', 'dense'],
      ['Keyword', 'sparse'],
      ['Hybrid', 'hybrid'],
    ] as const) {
      await page.getByLabel('Search method').selectOption({ label })
      await double.clearRequests()
      await page.getByRole('button', { name: 'Search Relevant Scenes' }).click()
      await expect(page.getByRole('list', { name: 'Similar scenes' })).toBeVisible()
      // The results page shows before its call has reached the server.
      await expect
        .poll(async () => (await searchCalls(double))[0])
        .toMatchObject({
          path: '/api/videos/find-similar-scenes',
          query: { search_method: method, search_scope: 'all', video: 'false' },
        })
      expect(new URL(page.url()).searchParams.get('mode')).toBe('scenes')
      await page.goBack()
      // Back finds the form as it was.
      await expect(description(page)).toHaveValue('students on stage')
      await expect(page.getByRole('tab', { name: 'Scenes' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
    }
  })

  test('the text limits of spec section 5', async ({ page }) => {
    await openSignedIn(page, '/advanced-search')
    const box = description(page)
    const button = page.getByRole('button', { name: 'Search Relevant Videos' })
    const limitError = page.getByText(
      'The input length has reached the maximum limit of 1024 characters.',
    )
    // Empty cannot search; leaving the empty box says it is required.
    await box.focus()
    await box.blur()
    await expect(page.getByText('This field is required')).toBeVisible()
    await expect(button).toBeDisabled()
    await box.fill('   ')
    await expect(button).toBeDisabled()
    // 1024 is fine, 1025 shows the error and disables the button; the box stops at 1026.
    await box.fill('a'.repeat(1024))
    await expect(button).toBeEnabled()
    await expect(limitError).toHaveCount(0)
    await box.fill('a'.repeat(1025))
    await expect(limitError).toBeVisible()
    await expect(button).toBeDisabled()
    await box.fill('b'.repeat(1030))
    await expect(box).toHaveValue('b'.repeat(1026))
    await box.press('Backspace')
    await box.press('Backspace')
    await expect(limitError).toHaveCount(0)
    await expect(button).toBeEnabled()
  })

  test('Top Results Count takes digits only and is clamped on blur; reset filters', async ({
    page,
  }) => {
    await openSignedIn(page, '/advanced-search')
    const k = topK(page)
    await expect(k).toHaveValue('10')
    await k.fill('')
    await k.pressSequentially('a1b2c')
    await expect(k).toHaveValue('12')
    for (const [typed, clamped] of [
      ['5000', '999'],
      ['0', '1'],
      ['', '1'],
      ['999', '999'],
      ['7', '7'],
    ]) {
      await k.fill(typed as string)
      await k.blur()
      await expect(k).toHaveValue(clamped as string)
    }
    await page.getByLabel('Search method').selectOption({ label: 'Semantic' })
    await page.getByRole('button', { name: 'Reset filters' }).click()
    await expect(k).toHaveValue('10')
    await expect(page.getByLabel('Search method')).toHaveValue('hybrid')
  })

  test('offline, the search runs on this device by keyword and the form says so', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/advanced-search?description=harbour')
    const button = page.getByRole('button', { name: 'Search Relevant Videos' })
    const method = page.getByLabel('Search method')
    await expect(method).toBeEnabled()
    await context.setOffline(true)
    // docs/decisions.md, local search: the button still searches; the method waits for a network.
    await expect(button).toBeEnabled()
    await expect(method).toBeDisabled()
    await expect(page.getByText(/You are offline: the search runs on this device/)).toBeVisible()
    await context.setOffline(false)
    await expect(method).toBeEnabled()
    await expect(page.getByText(/You are offline: the search runs on this device/)).toHaveCount(0)
  })
})

test.describe('advanced search in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('tabs, labels and the limit message @phone', async ({ page, double }) => {
    await openSignedIn(page, '/advanced-search')
    await expect(page.getByRole('heading', { level: 1, name: '詳細検索' })).toBeVisible()
    await page.getByRole('tab', { name: 'シーン' }).click()
    const box = page.getByRole('textbox', { name: '探しているシーンの内容' })
    await box.fill('あ'.repeat(1025))
    await expect(page.getByText('入力できる文字数の上限（1024文字）に達しました。')).toBeVisible()
    const button = page.getByRole('button', { name: '関連シーンを検索' })
    await expect(button).toBeDisabled()
    await box.fill('リレーの声援')
    await page.getByLabel('検索方法').selectOption({ label: 'キーワード' })
    await page.getByRole('textbox', { name: '表示件数（上位）' }).fill('5')
    await double.clearRequests()
    await button.click()
    await expect(page.getByRole('heading', { level: 1, name: '上位5件' })).toBeVisible()
    // The heading comes from the URL, before the search call has reached the server.
    await expect
      .poll(async () => (await searchCalls(double))[0]?.query)
      .toMatchObject({ description: 'リレーの声援', search_method: 'sparse', k_value: '5' })
  })
})
