import type { Page } from '@playwright/test'
import { demoApi, demoSceneSearch } from './demo-api'
import { DEMO, expect, GENERIC_ERROR, openSignedIn, signIn, test } from './fixtures'
import { searchCalls } from './search-helpers'

const cards = (page: Page, name = 'Similar videos') =>
  page.getByRole('list', { name }).getByRole('article')
const titles = (page: Page, name = 'Similar videos') =>
  page.getByRole('list', { name }).getByRole('heading').allInnerTexts()

test.describe('SimilarVideo', () => {
  // Desktop only: the pager is the same on a phone, whose result layout results-reading.spec.ts
  // and the accessibility sweep cover.
  test('pagination: "a - b of total", ends disabled, old page kept while the next loads', async ({
    page,
    double,
    request,
    axe,
  }) => {
    await double.control('seed-videos', { data: { email: DEMO.email, count: 20 } })
    const expected = await demoApi(
      request,
      '/api/videos/find-similar-videos?description=students&k_value=60&search_method=dense&page=1&size=50',
    )
    expect(expected.total).toBeGreaterThan(50)
    await openSignedIn(page, '/video/similar?description=students&kValue=60&searchMethod=dense')
    const above = page.getByRole('navigation', { name: 'Result pages, above the list' })
    await expect(above).toContainText(`1 - 50 of ${expected.total}`)
    await expect(above.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await expect(cards(page)).toHaveCount(50)
    await axe()

    await double.clearRequests()
    await double.fault({ method: 'GET', path: '/api/videos/find-similar-videos', delayMs: 4000 })
    await above.getByRole('button', { name: 'Next page' }).click()
    // While page 2 is on its way, page 1 stays (dimmed, busy) instead of a blank list.
    await expect(page.getByRole('list', { name: 'Similar videos' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(cards(page)).toHaveCount(50)
    await expect(above).toContainText(`51 - ${expected.total} of ${expected.total}`)
    await expect(cards(page)).toHaveCount(expected.total - 50)
    await expect(above.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await expect(above.getByRole('button', { name: 'Previous page' })).toBeEnabled()
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    const [call] = await searchCalls(double)
    expect(call?.query).toMatchObject({ page: '2', size: '50', k_value: '60' })
  })

  test('items not yet completed are left out; "a - b of total" and the pager stay', async ({
    page,
    double,
    request,
  }) => {
    await double.control('seed-videos', { data: { email: DEMO.email, count: 20 } })
    const query = 'description=students&k_value=60&search_method=dense&size=50'
    const first = await demoApi(request, `/api/videos/find-similar-videos?${query}&page=1`)
    const second = await demoApi(request, `/api/videos/find-similar-videos?${query}&page=2`)
    expect(first.items).toHaveLength(50)
    const total = first.total as number
    // A backend may answer with items whose analysis is not finished (the double never does).
    type Item = { title: string; status: string }
    const leftOut = first.items.slice(0, 2).map((item: Item) => item.title)
    first.items.splice(
      0,
      2,
      ...first.items.slice(0, 2).map((item: Item) => ({ ...item, status: 'in_progress' })),
    )
    second.items = second.items.map((item: Item) => ({ ...item, status: 'failed' }))
    const path = '/api/videos/find-similar-videos'
    await double.fault({ method: 'GET', path, status: 200, body: first, times: 1 })

    await openSignedIn(page, '/video/similar?description=students&kValue=60&searchMethod=dense')
    const above = page.getByRole('navigation', { name: 'Result pages, above the list' })
    await expect(above).toContainText(`1 - 50 of ${total}`)
    await expect(cards(page)).toHaveCount(48)
    await expect(
      page.getByRole('status').filter({ hasText: '2 results on this page are not shown' }),
    ).toBeVisible()
    expect(await titles(page)).not.toEqual(expect.arrayContaining([leftOut[0]]))

    await double.fault({ method: 'GET', path, status: 200, body: second, times: 1 })
    await above.getByRole('button', { name: 'Next page' }).click()
    await expect(above).toContainText(`51 - ${total} of ${total}`)
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'None of the results on this page can be shown yet' }),
    ).toBeVisible()
    await expect(page.getByRole('list', { name: 'Similar videos' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'No matching videos' })).toHaveCount(0)
    const below = page.getByRole('navigation', { name: 'Result pages, below the list' })
    await expect(below.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await below.getByRole('button', { name: 'Previous page' }).click()
    await expect(above).toContainText(`1 - 50 of ${total}`)
    await expect(cards(page).first()).toBeVisible()
  })

  test('a deep link opened in a fresh browser after sign-in gives the same results', async ({
    page,
    browser,
    baseURL,
  }) => {
    const path = '/video/similar?description=robot%20competition&kValue=8&searchMethod=dense'
    await openSignedIn(page, path)
    await expect(cards(page)).toHaveCount(8)
    const first = await titles(page)

    const other = await browser.newContext({ baseURL })
    try {
      const fresh = await other.newPage()
      await fresh.goto(path)
      await expect(fresh).toHaveURL(/\/login\?redirect=/)
      await signIn(fresh, DEMO, { goto: fresh.url() })
      await expect(fresh).toHaveURL(
        /\/video\/similar\?description=robot(\+|%20)competition&kValue=8&searchMethod=dense$/,
      )
      await expect(cards(fresh)).toHaveCount(8)
      expect(await titles(fresh)).toEqual(first)
      await fresh.reload()
      await expect(cards(fresh)).toHaveCount(8)
      expect(await titles(fresh)).toEqual(first)
    } finally {
      await other.close()
    }
  })

  // One signed-in page for the result page's states, each a step (tests/e2e/README.md,
  // "Keeping the suite fast": a test of its own cost a new context and a signed-in cold start).
  // The unreachable server comes first: it answers from what this device has saved, which is
  // what a fresh browser has, as when it was a test of its own.
  test('no answer, a bad answer, a garbage URL, the empty states, Change and the cards', async ({
    page,
    double,
  }) => {
    test.setTimeout(120_000)
    await test.step('no answer from the server: results from this device, said so; a bad answer shows the generic message', async () => {
      await double.fault({
        method: 'GET',
        path: '/api/videos/find-similar-videos',
        // Chromium itself retries a dropped GET once: enough faults for every attempt.
        drop: true,
        times: 20,
      })
      await openSignedIn(page, '/video/similar?description=harbour')
      // docs/decisions.md, local search: the saved library on this device answers instead.
      await expect(
        page.getByRole('status').filter({ hasText: 'The server cannot be reached' }),
      ).toBeVisible()
      await double.clearFaults()
      await page.reload()
      await expect(cards(page).first()).toBeVisible()
      await expect(
        page.getByRole('status').filter({ hasText: 'The server cannot be reached' }),
      ).toHaveCount(0)

      await double.fault({
        method: 'GET',
        path: '/api/videos/find-similar-videos',
        wrongShape: true,
      })
      await page.goto('/video/similar?description=ramen')
      await expect(page.getByText(GENERIC_ERROR)).toBeVisible()
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(cards(page).first()).toBeVisible()
    })

    await test.step('a garbage URL repairs itself to the defaults', async () => {
      // The first search call since here is this page's.
      await double.clearRequests()
      await page.goto(
        '/video/similar?description=harbour&kValue=abc&searchMethod=nope&page=-3&searchScope=x',
      )
      await expect(page.getByRole('heading', { level: 1, name: 'Top 10 Picks' })).toBeVisible()
      await expect(page).toHaveURL(/\/video\/similar\?description=harbour$/)
      await expect(cards(page).first()).toBeVisible()
      const [call] = await searchCalls(double)
      expect(call?.query).toMatchObject({ page: '1', k_value: '10', search_method: 'hybrid' })
    })

    await test.step('distinct empty states for videos and scenes; a failed search is empty too', async () => {
      await page.goto('/video/similar?description=zzqxv&searchMethod=sparse')
      await expect(page.getByRole('heading', { name: 'No matching videos' })).toBeVisible()
      await page.goto('/video/similar?description=zzqxv&searchMethod=sparse&mode=scenes')
      await expect(page.getByRole('heading', { name: 'No matching scenes' })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Search settings' })).toContainText('Scenes')

      await double.fault({
        method: 'GET',
        path: '/api/videos/find-similar-videos',
        status: 500,
        times: 3,
      })
      await page.goto('/video/similar?description=harbour')
      await expect(page.getByRole('heading', { name: 'No matching videos' })).toBeVisible()
      await page.getByRole('link', { name: 'Change the search' }).click()
      await expect(page.getByRole('textbox', { name: /looking for/ })).toHaveValue('harbour')
      // What is left of the three, so the next step's search meets none.
      await double.clearFaults()
    })

    await test.step('Change goes back to the form as it was; video cards expand and open the video', async () => {
      await page.goto('/video/similar?description=coffee%20maker&kValue=4&searchMethod=sparse')
      await expect(page.getByRole('list', { name: 'Search settings' })).toContainText('Keyword')
      const card = cards(page).first()
      const more = card.getByRole('button', { name: 'View More' })
      await more.click()
      await expect(card.getByRole('button', { name: 'View Less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      const link = card.getByRole('heading').getByRole('link')
      const href = await link.getAttribute('href')
      expect(href).toMatch(/^\/video-detail\/[\w-]+$/)

      await page.getByRole('link', { name: 'Change', exact: true }).click()
      await expect(page).toHaveURL(/\/advanced-search\?/)
      await expect(page.getByRole('textbox', { name: /looking for/ })).toHaveValue('coffee maker')
      await expect(page.getByRole('textbox', { name: 'Top Results Count' })).toHaveValue('4')
      await expect(page.getByLabel('Search method')).toHaveValue('sparse')

      await page.goBack()
      await link.click()
      await expect(page).toHaveURL(href as string)
    })
  })
})

test.describe('SimilarVideo in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('scene cards: a 60-character title, the rest as body, "scene #n" and the link @phone', async ({
    page,
    request,
    axe,
  }) => {
    const query = 'リレーの声援'
    const expected = await demoSceneSearch(request, query, 'sparse', 5)
    const top = expected.items[0]!
    await openSignedIn(
      page,
      `/video/similar?description=${encodeURIComponent(query)}&searchMethod=sparse&kValue=5&mode=scenes`,
    )
    await expect(page.getByRole('heading', { level: 1, name: '上位5件' })).toBeVisible()
    const settings = page.getByRole('list', { name: '検索条件' })
    await expect(settings).toContainText('シーン')
    await expect(settings).toContainText('キーワード')
    const card = cards(page, '類似シーン').first()
    const chars = [...top.scene_description]
    const title = chars.slice(0, 60).join('').trim()
    const cut = chars.length > 60
    await expect(card.getByRole('heading')).toHaveText(cut ? `${title}…` : title)
    if (cut) await expect(card).toContainText(`…${chars.slice(60).join('').trim()}`)
    await expect(card).toContainText(`${top.title} のシーン #${top.scene_index + 1}`)
    await expect(card).toContainText('類似度')
    await expect(
      page.getByRole('navigation', { name: '検索結果のページ（一覧の上）' }),
    ).toContainText(`${expected.total}件中 1 - ${expected.total}件`)
    await axe()
    await card.getByRole('link').click()
    await expect(page).toHaveURL(`/video-detail/${top.id}?sceneIndex=${top.scene_index}`)
  })

  test('empty state and the unreachable-server note in Japanese', async ({ page, double }) => {
    await openSignedIn(page, '/video/similar?description=zzqxv&searchMethod=sparse')
    await expect(page.getByRole('heading', { name: '一致する動画はありません' })).toBeVisible()
    await double.fault({
      method: 'GET',
      path: '/api/videos/find-similar-scenes',
      // Chromium itself retries a dropped GET once: enough faults for every attempt.
      drop: true,
      times: 20,
    })
    await page.goto('/video/similar?description=zzqxv&mode=scenes')
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'サーバーに接続できないため、この端末の結果を表示しています。' }),
    ).toBeVisible()
  })
})
