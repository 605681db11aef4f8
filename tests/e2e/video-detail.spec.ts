import dayjs from 'dayjs'
import { expect, test } from './fixtures'
import { openDetail } from './videos-helpers'

test.describe('video detail', () => {
  test('shows every field in its format, and the scene strip @phone', async ({
    page,
    bigVideo,
  }) => {
    await openDetail(page, bigVideo.id)
    await expect(page.getByRole('heading', { level: 1, name: bigVideo.title })).toBeVisible()
    const facts = page.locator('.detail-facts')
    await expect(facts).toContainText(bigVideo.filename)
    await expect(facts).toContainText(dayjs(bigVideo.video_date).format('YYYY/MM/DD'))
    await expect(facts).toContainText(dayjs(bigVideo.created_at).format('YYYY/MM/DD'))
    await expect(facts).toContainText('02:01:05') // 7265.5 s
    await expect(page.getByText(bigVideo.summary)).toBeVisible()
    for (const tag of bigVideo.tags)
      await expect(page.getByRole('listitem').filter({ hasText: tag.name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Watch full video' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute(
      'href',
      `/advanced-search/${bigVideo.id}`,
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
      `/advanced-search/${bigVideo.id}?sceneIndex=0`,
    )
    await expect(panel.locator('video')).toHaveAttribute(
      'src',
      /\/assets\/data\/output\/.+\/scenes\/0\/clip\.mp4$/,
    )
  })

  test('a click selects a scene, puts it in the URL and scrolls to it after 200 ms', async ({
    page,
    bigVideo,
  }) => {
    await openDetail(page, bigVideo.id)
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
    await expect(page).toHaveURL(new RegExp(`/video-detail/${bigVideo.id}\\?sceneIndex=3$`))
    const panel = page.getByRole('tabpanel', { name: /Scene 4/ })
    // The panel may show in part before the scroll: wait for the scroll itself.
    const scrollDelay = () =>
      page.evaluate(() => {
        const w = window as unknown as { clickAt: number; scrolledAt?: number }
        return w.scrolledAt === undefined ? null : w.scrolledAt - w.clickAt
      })
    await expect.poll(scrollDelay).not.toBeNull()
    const delay = Number(await scrollDelay())
    await expect(panel).toBeInViewport()
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
      `/video-detail/${bigVideo.id}/scene/3/frames`,
    )
  })

  test('arrow keys move through the strip; Enter selects; the choice survives a reload', async ({
    page,
    bigVideo,
  }) => {
    await openDetail(page, bigVideo.id, '?sceneIndex=1')
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
    await page.goto(`/video-detail/${bigVideo.id}?sceneIndex=99`)
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Scene 1/)
    await expect(page).toHaveURL(new RegExp(`/video-detail/${bigVideo.id}$`))
  })

  test('the full-video player opens in a dialog, closes with Escape and releases the video', async ({
    page,
    bigVideo,
  }) => {
    await openDetail(page, bigVideo.id)
    const watch = page.getByRole('button', { name: 'Watch full video' })
    await watch.click()
    const dialog = page.getByRole('dialog', { name: 'Full video' })
    await expect(dialog.locator('video')).toHaveAttribute(
      'src',
      new RegExp(`/assets/data/input/${bigVideo.id}/`),
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
})

test.describe('video detail in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('labels follow the glossary @phone', async ({ page, bigVideo }) => {
    await openDetail(page, bigVideo.id, '?sceneIndex=3')
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
