import type { APIRequestContext, Page } from '@playwright/test'
import {
  type ApiSceneResult,
  demoApi,
  demoLibrary,
  demoSceneSearch,
  type VideoDetail,
} from './demo-api'
import { expect, signIn, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { checkMarks, isWordCut, japaneseWordStart } from './word-helpers'

/**
 * Search results that read well (docs/decisions.md, "Scene result cards mark the cut"): scene
 * cards cut their title between words and mark the cut, marks cover whole words, scores read
 * one way and say what they mean on their method's scale, a similar search shows what it is
 * similar to, and the sidebar marks Advanced Search as the current entry.
 */

test.describe.configure({ timeout: 90_000 })

async function open(page: Page, path: string) {
  await signIn(page)
  await expect(page).toHaveURL(/\/video$/)
  await page.goto(path)
}

type Method = 'dense' | 'sparse' | 'hybrid'
type Language = 'en' | 'ja'

/** docs/product.md "Scores": what a score says on each method's scale, read at two decimals. */
const SCORE_WORDS: Record<Method, { high: number; mid: number } & Record<Language, string[]>> = {
  dense: {
    high: 0.35,
    mid: 0.25,
    en: ['Strong match', 'Good match', 'Weak match'],
    ja: ['高い一致', '中程度の一致', '低い一致'],
  },
  sparse: {
    high: 0.55,
    mid: 0.4,
    en: ['Strong match', 'Good match', 'Weak match'],
    ja: ['高い一致', '中程度の一致', '低い一致'],
  },
  hybrid: {
    high: 0.9,
    mid: 0.5,
    en: ['Top rank', 'Middle rank', 'Low rank'],
    ja: ['上位', '中位', '下位'],
  },
}
const scoreWord = (method: Method, score: number, language: Language) => {
  const shown = Math.round(score * 100) / 100
  const { high, mid, [language]: words } = SCORE_WORDS[method]
  return words[shown >= high ? 0 : shown >= mid ? 1 : 2]
}

/** The line above the cards that says what the method's scores mean. */
const LEGENDS: Record<Method, Record<Language, RegExp>> = {
  dense: {
    en: /^Semantic scores measure closeness of meaning and run low: 0\.35 or more/,
    ja: /^セマンティック検索の類似度は意味の近さを表し/,
  },
  sparse: {
    en: /^Keyword scores measure how well the words match: 0\.55 or more/,
    ja: /^キーワード検索の類似度は/,
  },
  hybrid: {
    en: /^Hybrid scores are ranks, not strengths/,
    ja: /^ハイブリッド検索の類似度は強さではなく順位です。/,
  },
}

/**
 * Checks each scene card against the double's answer: the title is the description's first
 * words, at most 60 characters, cut between words (a phrase in Japanese), "…" on both sides of
 * the cut; the score has two decimals, what it means in words, and a bar. Returns how many
 * cards were cut.
 */
async function checkSceneCards(
  page: Page,
  items: ApiSceneResult[],
  method: Method,
  language: Language,
) {
  const cards = page
    .getByRole('list', { name: language === 'ja' ? '類似シーン' : 'Similar scenes' })
    .getByRole('article')
  await expect(cards).toHaveCount(items.length)
  await expect(page.getByText(LEGENDS[method][language])).toBeVisible()
  const two = new Intl.NumberFormat(language === 'ja' ? 'ja-JP' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  let cuts = 0
  for (const [index, item] of items.entries()) {
    const card = cards.nth(index)
    const whole = item.scene_description.trim()
    const heading = card.getByRole('heading')
    const body = card.locator('.result-text')
    await expect(heading).not.toBeEmpty()
    const title = (await heading.textContent()) ?? ''
    if ((await body.count()) > 0) {
      cuts++
      const rest = (await body.textContent()) ?? ''
      expect(title.endsWith('…'), title).toBe(true)
      expect(rest.startsWith('…'), rest).toBe(true)
      const head = title.slice(0, -1)
      expect([...head].length).toBeLessThanOrEqual(60)
      expect(whole.startsWith(head), `${head} / ${whole}`).toBe(true)
      expect(whole.slice(head.length).trimStart()).toBe(rest.slice(1))
      // No title ends inside a word.
      expect(await isWordCut(page, whole, head.length), `${head}… / …${rest.slice(1)}`).toBe(true)
    } else {
      expect(title).toBe(whole)
      expect([...whole].length).toBeLessThanOrEqual(60)
    }
    const score = card.locator('.result-score')
    const label = language === 'ja' ? '類似度' : 'Similarity score'
    await expect(score).toHaveText(
      `${label} ${two.format(item.similarity_score)} ${scoreWord(method, item.similarity_score, language)}`,
    )
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
  return cuts
}

/**
 * A search text that is the start of a longer Japanese word in a scene description of the demo
 * library's Japanese videos: its mark must grow to the whole word.
 */
async function japaneseQuery(page: Page, request: APIRequestContext) {
  const videos = (await demoLibrary(request)).filter(
    (item) => item.status === 'completed' && /[ぁ-んァ-ン一-龯]/.test(item.title ?? ''),
  )
  for (const video of videos) {
    const detail = (await demoApi(request, `/api/videos/${video.id}`)) as VideoDetail
    for (const scene of detail.output_data.scenes) {
      const found = await japaneseWordStart(page, [scene.description])
      if (found) return { query: found.start, word: found.word }
    }
  }
  throw new Error('no Japanese word to search for in the demo library')
}

/** Results of a scene search in the app (the method in the address), top `k`. */
const sceneResults = (description: string, method: Method, k = 10) =>
  `/video/similar?mode=scenes&description=${encodeURIComponent(description)}&searchMethod=${method}&kValue=${k}`

test.describe('results that read well', () => {
  inJapanese(() => {
    test('@phone scene titles end between words; scores have two decimals, a word, a bar', async ({
      page,
      request,
    }) => {
      const query = 'relay race at the school sports day'
      const { items } = await demoSceneSearch(request, query, 'hybrid', 10)
      await open(page, sceneResults(query, 'hybrid'))
      expect(await checkSceneCards(page, items, 'hybrid', 'ja')).toBeGreaterThan(0)
      // Japanese descriptions too (the seed's are all shorter than 60 characters: the unit
      // tests of text-cut.ts cut Japanese), and a keyword search's words.
      const japanese = '体育館で整列する生徒たち'
      const found = await demoSceneSearch(request, japanese, 'sparse', 10)
      expect(found.items.length).toBeGreaterThan(0)
      await page.goto(sceneResults(japanese, 'sparse'))
      await checkSceneCards(page, found.items, 'sparse', 'ja')
    })

    test('a Japanese search marks whole words, never part of one', async ({ page, request }) => {
      await open(page, '/video')
      const { query } = await japaneseQuery(page, request)
      await page.goto(sceneResults(query, 'sparse', 50))
      const list = page.getByRole('list', { name: '類似シーン' })
      await expect(list.locator('mark').first()).toBeVisible()
      const marks = await checkMarks(list)
      for (const mark of marks) expect(mark.whole, mark.text).toBe(true)
      // The query was the start of a longer word: its mark grew to the whole word.
      expect(
        marks.some((mark) => mark.text.length > query.length && mark.text.startsWith(query)),
      ).toBe(true)
    })
  })

  test('no scene title ends mid-word, and each method says what its scores mean', async ({
    page,
    request,
  }) => {
    const query = 'spring product campaign'
    await open(page, '/video')
    let cuts = 0
    for (const method of ['dense', 'sparse', 'hybrid'] as const) {
      const { items } = await demoSceneSearch(request, query, method, 10)
      await page.goto(sceneResults(query, method))
      cuts += await checkSceneCards(page, items, method, 'en')
    }
    expect(cuts).toBeGreaterThan(0)
  })

  test('an English search marks whole words', async ({ page }) => {
    // The double matches whole words only; the app marks "Students" for "student" whole.
    await open(page, sceneResults('student', 'sparse', 20))
    const list = page.getByRole('list', { name: 'Similar scenes' })
    await expect(list.locator('mark').first()).toBeVisible()
    const marks = await checkMarks(list)
    for (const mark of marks) expect(mark.whole, mark.text).toBe(true)
    expect(marks.map((mark) => mark.text.toLowerCase())).toContain('students')
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
