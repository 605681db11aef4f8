import type { Page } from '@playwright/test'
import { demoSceneSearch } from './demo-api'
import { expect, signIn, test } from './fixtures'
import { inJapanese } from './in-japanese'

/**
 * Search results that read well (docs/decisions.md, "Scene result cards mark the cut"): scene cards
 * mark where the 60-character cut happened, scores read one way with a strength bar, a similar
 * search shows what it is similar to, and the sidebar marks Advanced Search as the current entry.
 */

test.describe.configure({ timeout: 90_000 })

async function open(page: Page, path: string) {
  await signIn(page)
  await expect(page).toHaveURL(/\/video$/)
  await page.goto(path)
}

test.describe('results that read well', () => {
  inJapanese(() => {
    test('@phone scene cards mark the cut; scores have two decimals and a bar', async ({
      page,
      request,
    }) => {
      const query = 'relay race at the school sports day'
      const { items } = await demoSceneSearch(request, query, 'hybrid', 10)
      await open(page, `/video/similar?mode=scenes&description=${encodeURIComponent(query)}`)
      const cards = page.getByRole('list', { name: '類似シーン' }).getByRole('article')
      await expect(cards).toHaveCount(items.length)
      const two = new Intl.NumberFormat('ja-JP', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
      let cuts = 0
      let whole = 0
      for (const [index, item] of items.entries()) {
        const card = cards.nth(index)
        const chars = [...item.scene_description.trim()]
        const title = chars.slice(0, 60).join('').trim()
        const rest = chars.slice(60).join('').trim()
        if (rest) {
          cuts++
          await expect(card.getByRole('heading')).toHaveText(`${title}…`)
          await expect(card.locator('.result-text')).toHaveText(`…${rest}`)
        } else {
          whole++
          await expect(card.getByRole('heading')).toHaveText(title)
          await expect(card.getByRole('heading')).not.toContainText('…')
        }
        const score = card.locator('.result-score')
        await expect(score).toHaveText(`類似度 ${two.format(item.similarity_score)}`)
        await expect(score.locator('strong')).toHaveText(/^\d+\.\d\d$/)
        // The bar repeats the number for the eye only.
        const bar = score.locator('.score-bar')
        await expect(bar).toHaveAttribute('aria-hidden', 'true')
        const fill = await bar.evaluate((element) => {
          const inner = element.firstElementChild as HTMLElement
          return inner.getBoundingClientRect().width / element.getBoundingClientRect().width
        })
        expect(fill).toBeCloseTo(Math.min(1, Math.max(0, item.similarity_score)), 1)
      }
      // The seed has both kinds, so both branches were checked.
      expect(cuts).toBeGreaterThan(0)
      expect(whole + cuts).toBe(items.length)
    })
  })

  test('@phone a similar search from a scene shows that scene in its header', async ({
    page,
    bigVideo,
  }) => {
    const scene = bigVideo.output_data.scenes[2]
    if (!scene) throw new Error('seed scene missing')
    await open(page, `/advanced-search/${bigVideo.id}?sceneIndex=2`)
    await page.getByRole('button', { name: 'Search Similar Scenes' }).click()
    await expect(page.getByRole('list', { name: 'Similar scenes' })).toBeVisible()
    const source = page.locator('.results-source')
    await expect(source).toContainText('Similar to this scene')
    const link = source.getByRole('link', { name: `Scene 3 of ${bigVideo.title}` })
    await expect(link).toHaveAttribute('href', `/video-detail/${bigVideo.id}?sceneIndex=2`)
    const thumb = source.locator('img')
    await expect(thumb).toHaveAttribute('src', new RegExp(`${scene.thumbnail}$`))
    await expect(thumb).toHaveJSProperty('complete', true)
    await link.click()
    await expect(page).toHaveURL(`/video-detail/${bigVideo.id}?sceneIndex=2`)
  })

  test('a similar search from a video shows the video; a text search shows no source', async ({
    page,
    bigVideo,
  }) => {
    await open(page, `/advanced-search/${bigVideo.id}`)
    await page.getByRole('button', { name: 'Search Similar Videos' }).click()
    await expect(page.getByRole('list', { name: 'Similar videos' })).toBeVisible()
    const source = page.locator('.results-source')
    await expect(source).toContainText('Similar to this video')
    await expect(source.getByRole('link', { name: bigVideo.title, exact: true })).toHaveAttribute(
      'href',
      `/video-detail/${bigVideo.id}`,
    )
    await expect(source.locator('img')).toHaveAttribute(
      'src',
      new RegExp(`${bigVideo.video_thumbnail_path}$`),
    )
    await page.goto('/video/similar?description=relay')
    await expect(page.getByRole('list', { name: 'Similar videos' })).toBeVisible()
    await expect(page.locator('.results-source')).toHaveCount(0)
  })

  test('the sidebar marks Advanced Search as current on search and results pages', async ({
    page,
    bigVideo,
  }) => {
    await signIn(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAccessibleName('Videos')
    for (const path of [
      '/advanced-search',
      `/advanced-search/${bigVideo.id}?sceneIndex=1`,
      '/video/similar?description=relay',
      `/video/similar/${bigVideo.id}?video=true&description=relay`,
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(current, path).toHaveCount(1)
      await expect(current, path).toHaveAccessibleName('Advanced Search')
    }
    // A video's pages belong to the library.
    await page.goto(`/video-detail/${bigVideo.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(current).toHaveAccessibleName('Videos')
  })
})
