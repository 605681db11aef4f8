import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from './fixtures'
import { cards, openLibrary } from './videos-helpers'

/**
 * Measured, not asserted (engineering: performance): the gzip bytes of the JS and CSS that /video
 * loads, and the time from navigation to 50 rendered cards, in the production build.
 */
test('measure: /video bytes and time to 50 cards', async ({ page }, info) => {
  await openLibrary(page)
  await expect(cards(page)).toHaveCount(50)
  const files = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === new URL(page.url()).origin && /\.(js|css|po)$/.test(url.pathname))
      files.add(url.pathname)
  })
  await page.reload()
  await page.waitForFunction(() => document.querySelectorAll('.video-grid article').length >= 50)
  const ms = await page.evaluate(() => Math.round(performance.now()))
  const dist = process.env.E2E_DIST ?? 'dist'
  let gzip = 0
  const rows: string[] = []
  for (const file of [...files].sort()) {
    try {
      const bytes = gzipSync(readFileSync(join(process.cwd(), dist, file)), { level: 9 }).length
      gzip += bytes
      rows.push(`${file} ${bytes}`)
    } catch {
      // served from elsewhere (catalogs compiled on the fly)
    }
  }
  const summary = `/video loads ${files.size} files, ${gzip} bytes gzip; 50 cards rendered ${ms} ms after navigation`
  info.annotations.push({ type: 'measurement', description: `${summary}\n${rows.join('\n')}` })
  console.log(summary)
  console.log(rows.join('\n'))
})
