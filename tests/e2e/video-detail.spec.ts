import type { APIRequestContext, Page } from '@playwright/test'
import dayjs from 'dayjs'
import { DEMO, expect, openSignedIn, test } from './fixtures'
import { urls } from './ports'

interface ApiVideo {
  id: string
  title: string | null
  filename: string
  status: string
  video_date: string
  created_at: string
  summary: string
  tags: { name: string }[]
  trailer_path: string | null
  report_path: string | null
  output_data?: { scenes: { index: number; frames: { path: string }[] }[] }
}

/** The demo library straight from the API double (ids change with each seed). */
async function library(request: APIRequestContext): Promise<ApiVideo[]> {
  const login = await request.post(`${urls.api}/api/login`, { data: DEMO })
  const { access_token: token } = await login.json()
  const list = await request.get(`${urls.api}/api/videos?size=100&page=1`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await list.json()).items
}

/** The seeded "Sports Day 2025" video: scenes of 4, 0, 2400, 12, 1 and 6 frames. */
async function bigVideo(request: APIRequestContext) {
  const found = (await library(request)).find((v) => v.title === 'Sports Day 2025 Full Coverage')
  if (!found) throw new Error('the seeded big video is missing')
  return found
}

async function openDetail(page: Page, id: string, query = '') {
  await openSignedIn(page, `/video-detail/${id}${query}`)
}

test.describe('video detail', () => {
  test('shows every field in its format, and the scene strip @phone', async ({ page, request }) => {
    const video = await bigVideo(request)
    await openDetail(page, video.id)
    await expect(page.getByRole('heading', { level: 1, name: video.title ?? '' })).toBeVisible()
    const facts = page.locator('.detail-facts')
    await expect(facts).toContainText(video.filename)
    await expect(facts).toContainText(dayjs(video.video_date).format('YYYY/MM/DD'))
    await expect(facts).toContainText(dayjs(video.created_at).format('YYYY/MM/DD'))
    await expect(facts).toContainText('02:01:05') // 7265.5 s
    await expect(page.getByText(video.summary)).toBeVisible()
    for (const tag of video.tags)
      await expect(page.getByRole('listitem').filter({ hasText: tag.name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Watch full video' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute(
      'href',
      `/advanced-search/${video.id}`,
    )
    const tabs = page.getByRole('tablist', { name: 'Scenes' }).getByRole('tab')
    await expect(tabs).toHaveCount(6)
    await expect(tabs.first()).toHaveText(/^Scene 1\s*00:00:00 – \d\d:\d\d:\d\d$/)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    // Scene 1 (4 frames): all shown whole, no link to the full list.
    const panel = page.getByRole('tabpanel', { name: /Scene 1/ })
    await expect(panel.getByRole('heading', { name: 'Scene 1' })).toBeVisible()
    const frames = panel.getByRole('list', { name: 'Frame images' })
    await expect(frames.getByRole('listitem')).toHaveCount(4)
    await frames.scrollIntoViewIfNeeded()
    await expect(frames.getByRole('img', { name: /^Scene 1, frame \d of 4$/ })).toHaveCount(4)
    await expect(panel.getByRole('link', { name: /View frame images/ })).toHaveCount(0)
    await expect(panel.getByRole('link', { name: 'Search Similar Scenes' })).toHaveAttribute(
      'href',
      `/advanced-search/${video.id}?sceneIndex=0`,
    )
    await expect(panel.locator('video')).toHaveAttribute(
      'src',
      /\/assets\/data\/output\/.+\/scenes\/0\/clip\.mp4$/,
    )
  })

  test('a click selects a scene, puts it in the URL and scrolls to it after 200 ms', async ({
    page,
    request,
  }) => {
    const video = await bigVideo(request)
    await openDetail(page, video.id)
    await page.setViewportSize({ width: 1280, height: 600 })
    const tab = page.getByRole('tab', { name: /^Scene 4/ })
    await tab.scrollIntoViewIfNeeded()
    // Record when the page starts to scroll, relative to the click.
    await page.evaluate(() => {
      const w = window as unknown as { clickAt?: number; scrolledAt?: number }
      document.addEventListener(
        'click',
        () => {
          w.clickAt = performance.now()
          w.scrolledAt = undefined
        },
        { capture: true },
      )
      window.addEventListener('scroll', () => {
        if (w.clickAt !== undefined) w.scrolledAt ??= performance.now()
      })
    })
    await tab.click()
    await expect(page).toHaveURL(new RegExp(`/video-detail/${video.id}\\?sceneIndex=3$`))
    const panel = page.getByRole('tabpanel', { name: /Scene 4/ })
    await expect(panel).toBeInViewport()
    const delay = await page.evaluate(() => {
      const w = window as unknown as { clickAt: number; scrolledAt: number }
      return w.scrolledAt - w.clickAt
    })
    expect(delay).toBeGreaterThanOrEqual(180)
    expect(delay).toBeLessThan(1500)
    // Scene 4 has 12 frames: an evenly spaced sample of 6 and the link to all of them.
    const frames = panel.getByRole('list', { name: 'Frame images' })
    await expect(frames.getByRole('listitem')).toHaveCount(6)
    await frames.scrollIntoViewIfNeeded()
    await expect(frames.getByRole('img', { name: /^Scene 4, frame \d+ of 12$/ })).toHaveCount(6)
    for (const n of [1, 12])
      await expect(panel.getByRole('img', { name: `Scene 4, frame ${n} of 12` })).toHaveCount(1)
    await expect(panel.getByRole('link', { name: /View frame images/ })).toHaveAttribute(
      'href',
      `/video-detail/${video.id}/scene/3/frames`,
    )
  })

  test('arrow keys move through the strip; Enter selects; the choice survives a reload', async ({
    page,
    request,
  }) => {
    const video = await bigVideo(request)
    await openDetail(page, video.id, '?sceneIndex=1')
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveText(/^Scene 2/)
    await expect(page.getByRole('tabpanel', { name: /Scene 2/ })).toContainText(
      'This scene has no frame images.',
    )
    await selected.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /^Scene 3/ })).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: /^Scene 6/ })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /^Scene 1/ })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: /^Scene 5/ })).toBeFocused()
    // Focus alone does not select.
    await expect(page).toHaveURL(/\?sceneIndex=1$/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?sceneIndex=4$/)
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Scene 5/)
    await page.reload()
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Scene 5/)
    await expect(page.getByRole('tabpanel', { name: /Scene 5/ })).toBeInViewport()
    // An index the video does not have falls back to the first scene.
    await page.goto(`/video-detail/${video.id}?sceneIndex=99`)
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Scene 1/)
    await expect(page).toHaveURL(new RegExp(`/video-detail/${video.id}$`))
  })

  test('the full-video player opens in a dialog, closes with Escape and releases the video', async ({
    page,
    request,
  }) => {
    const video = await bigVideo(request)
    await openDetail(page, video.id)
    const watch = page.getByRole('button', { name: 'Watch full video' })
    await watch.click()
    const dialog = page.getByRole('dialog', { name: 'Full video' })
    await expect(dialog.locator('video')).toHaveAttribute(
      'src',
      new RegExp(`/assets/data/input/${video.id}/`),
    )
    await expect(dialog.locator('video')).toHaveAttribute('controls', '')
    await expect(dialog.locator('video')).toHaveAttribute('preload', 'metadata')
    // Keep a handle on the element to see it emptied once the dialog closes.
    const handle = await dialog.locator('video').elementHandle()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()
    expect(
      await handle?.evaluate((v: HTMLVideoElement) => [v.getAttribute('src'), v.paused]),
    ).toEqual([null, true])
  })

  test('a trailer is requested, shows progress and appears without a reload', async ({
    page,
    request,
    double,
  }) => {
    const video = (await library(request)).find((v) => v.status === 'completed' && !v.trailer_path)
    if (!video) throw new Error('no completed video without a trailer')
    await double.control('config', { data: { trailerDelayMs: 2500 } })
    await openDetail(page, video.id)
    await page.getByRole('button', { name: 'Make Trailer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make Trailer' })
    const submit = dialog.getByRole('button', { name: 'Make Trailer' })
    await expect(submit).toBeDisabled()
    const text = dialog.getByLabel('Trailer instruction')
    await text.fill('x'.repeat(501))
    await text.blur()
    await expect(dialog.getByText('Please enter no more than 500 characters')).toBeVisible()
    await expect(submit).toBeDisabled()
    await text.fill('  Upbeat, 30 seconds, focus on the relay race.  ')
    await expect(dialog.getByText('48 / 500')).toBeVisible()
    await submit.click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: 'Generating trailer...' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Make Trailer' })).toHaveCount(0)
    const watch = page.getByRole('button', { name: 'Watch Trailer Video' })
    await expect(watch).toBeVisible({ timeout: 15_000 })
    const made = (await double.requests()).filter(
      (r) => r.path === `/api/videos/${video.id}/make-trailer`,
    )
    expect(made.map((r) => r.body)).toEqual([
      { trailer_instruction: 'Upbeat, 30 seconds, focus on the relay race.' },
    ])
    await watch.click()
    const player = page.getByRole('dialog', { name: 'Trailer' })
    await expect(player.locator('video')).toHaveAttribute('src', /\/trailer\.mp4$/)
    await player.getByRole('button', { name: 'Close' }).click()
    await expect(player).toBeHidden()
    await expect(watch).toBeFocused()
  })

  test('a report is requested, appears by itself and opens in a new tab without an opener', async ({
    page,
    request,
    double,
    context,
  }) => {
    const video = (await library(request)).find((v) => v.status === 'completed' && !v.report_path)
    if (!video) throw new Error('no completed video without a report')
    await double.control('config', { data: { reportDelayMs: 2500 } })
    await openDetail(page, video.id)
    await page.getByRole('button', { name: 'Make Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make Report' })
    await dialog.getByLabel('Report instruction').fill('For the marketing team.')
    await dialog.getByRole('button', { name: 'Make Report' }).click()
    await expect(page.getByText('Generating report...')).toBeVisible()
    const open = page.getByRole('link', { name: /Open Report/ })
    await expect(open).toBeVisible({ timeout: 15_000 })
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()])
    await tab.waitForLoadState()
    // The API's report page, through the signed link the detail answer carries (no token).
    const reportPage = `${urls.api}/api/videos/${video.id}/report/report.html`
    expect(tab.url()).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/)
    expect(tab.url().split('?')[0]).toBe(reportPage)
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    expect(page.url()).toContain(`/video-detail/${video.id}`)
    await tab.close()
  })

  test('a failed request keeps the dialog and the text; offline the actions say why', async ({
    page,
    request,
    double,
    context,
  }) => {
    const video = (await library(request)).find((v) => v.status === 'completed' && !v.report_path)
    if (!video) throw new Error('no completed video without a report')
    await openDetail(page, video.id)
    await double.fault({ method: 'POST', path: '/api/videos/:id/make-report', status: 500 })
    await page.getByRole('button', { name: 'Make Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Make Report' })
    await dialog.getByLabel('Report instruction').fill('Keep me')
    await dialog.getByRole('button', { name: 'Make Report' }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await expect(dialog.getByLabel('Report instruction')).toHaveValue('Keep me')
    await page.keyboard.press('Escape')
    await context.setOffline(true)
    await expect(page.getByRole('button', { name: 'Make Report' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Watch full video' })).toBeDisabled()
    await expect(page.getByText('You are offline. This needs a connection.').first()).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('button', { name: 'Make Report' })).toBeEnabled()
  })

  test('passes axe, also with the instruction dialog open', async ({ page, request, axe }) => {
    const video = (await library(request)).find((v) => v.status === 'completed' && !v.trailer_path)
    if (!video) throw new Error('no completed video without a trailer')
    await openDetail(page, video.id)
    await expect(page.getByRole('tab', { selected: true })).toBeVisible()
    await axe()
    await page.getByRole('button', { name: 'Make Trailer' }).click()
    await expect(page.getByRole('dialog', { name: 'Make Trailer' })).toBeVisible()
    await axe()
  })
})

test.describe('video detail: Back and load errors', () => {
  test('Back goes to the list when the page was opened directly', async ({
    page,
    context,
    request,
  }) => {
    const video = await bigVideo(request)
    await openSignedIn(page)
    await expect(page).toHaveURL(/\/video$/)
    // A new tab whose first page is the detail (e.g. a shared link).
    const tab = await context.newPage()
    await tab.goto(`/video-detail/${video.id}`)
    await tab.getByRole('button', { name: 'Back' }).click()
    await expect(tab).toHaveURL(/\/video$/)
    await tab.goBack() // a new entry was pushed: the detail is behind it
    await expect(tab).toHaveURL(new RegExp(`/video-detail/${video.id}$`))
  })

  test('Back goes back in history after the list and after SimilarVideo', async ({
    page,
    request,
  }) => {
    const video = await bigVideo(request)
    await openSignedIn(page)
    for (const from of ['/video?page=2', `/video/similar/${video.id}?description=relay`]) {
      await page.goto(from)
      await page.goto(`/video-detail/${video.id}`)
      await page.getByRole('tab', { name: /^Scene 3/ }).click() // replaces, adds no entry
      await page.getByRole('button', { name: 'Back' }).click()
      await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`))
      await page.goForward() // it was a history step: the detail is still ahead
      await expect(page).toHaveURL(new RegExp(`/video-detail/${video.id}\\?sceneIndex=2$`))
    }
  })

  test('Back after AdvancedSearch goes to the list, not back to the search', async ({
    page,
    request,
  }) => {
    const video = await bigVideo(request)
    await openSignedIn(page)
    await page.goto(`/advanced-search/${video.id}`)
    await page.goto(`/video-detail/${video.id}`)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/video$/)
  })

  test('an unknown id lands on the list with a message', async ({ page }) => {
    await openDetail(page, '00000000-0000-4000-8000-000000000000')
    await expect(page).toHaveURL(/\/video$/)
    await expect(page.getByRole('alertdialog')).toContainText('This video could not be found.')
  })

  test('an invalid answer lands on the list with the generic message', async ({
    page,
    request,
    double,
  }) => {
    const video = await bigVideo(request)
    await double.fault({ method: 'GET', path: '/api/videos/:id', wrongShape: true })
    await openDetail(page, video.id)
    await expect(page).toHaveURL(/\/video$/)
    await expect(page.getByRole('alertdialog')).toContainText(
      'Something went wrong. Please try again!',
    )
  })

  test('no answer and nothing cached: not available offline, with a way back', async ({
    page,
    request,
    double,
  }) => {
    const video = await bigVideo(request)
    // Every attempt is dropped (the query retries, and Chromium resends a dropped GET).
    await double.fault({ method: 'GET', path: '/api/videos/:id', drop: true, times: 0 })
    await openDetail(page, video.id)
    await expect(
      page.getByRole('heading', { name: 'This page is not available offline' }),
    ).toBeVisible({
      timeout: 15_000,
    })
    await double.clearFaults()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: video.title ?? '' })).toBeVisible()
  })
})

test.describe('video detail in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('labels follow the glossary @phone', async ({ page, request }) => {
    const video = await bigVideo(request)
    await openDetail(page, video.id, '?sceneIndex=3')
    await expect(page.getByRole('button', { name: '戻る' })).toBeVisible()
    await expect(page.getByRole('link', { name: '検索', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '動画全体を見る' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '概要' })).toBeVisible()
    await expect(page.getByRole('tablist', { name: 'シーン' }).getByRole('tab')).toHaveCount(6)
    const panel = page.getByRole('tabpanel', { name: /シーン4/ })
    await expect(panel.getByRole('link', { name: '類似シーンを検索' })).toBeVisible()
    await expect(panel.getByRole('link', { name: '類似動画を検索' })).toBeVisible()
    await expect(panel.getByText('12枚中6枚')).toBeVisible()
    await panel.getByRole('link', { name: /フレーム画像を見る/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'フレーム画像' })).toBeVisible()
    const all = page.getByRole('region', { name: 'シーン4のフレーム画像（全12枚）' })
    await expect(all.getByRole('listitem')).toHaveCount(12)
    await expect(page.getByRole('img', { name: 'シーン4のフレーム画像 1/12' })).toBeVisible()
  })
})
