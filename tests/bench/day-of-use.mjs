// @ts-check
/**
 * A day of use (part of `npm run bench`, `--only day`): one tab goes round after round
 * from the library to a detail page (a card's link), to a search (the scene's Search Similar
 * Scenes, then the form's button: its results), and Back three times to the library, the way a user browses all day. After round 20 and
 * after the last, the JS heap after a forced collection (`HeapProfiler.collectGarbage`) and
 * the renderer's DOM nodes, documents and listeners (`Memory.getDOMCounters`); each round's
 * time too. A leak shows as figures that keep growing; the budget is within 10 % of round 20.
 * The CPU is not slowed (200 rounds must fit in the bench); round times move with the load.
 */
import { loadavg } from 'node:os'
import { devices } from '@playwright/test'
import { median } from './first-screens.mjs'
import { signIn } from './sign-in.mjs'

const { defaultBrowserType: _, ...PHONE } = devices['Pixel 7']

/**
 * V8's compiled code in the heap, bytes: a heap snapshot's `code` nodes (machine code,
 * bytecode, feedback vectors). It grows while functions get hot and the optimising compilers
 * compile them again, Playwright's own scripts in the page as much as the app's, and stays
 * once they are warm: the engine warming up, not what the app keeps.
 * @param {import('@playwright/test').CDPSession} cdp
 */
async function compiledCode(cdp) {
  /** @type {string[]} */
  const chunks = []
  const take = (/** @type {{ chunk: string }} */ { chunk }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', take)
  /** @type {{ snapshot: { meta: { node_fields: string[], node_types: [string[]] } }, nodes: number[] }} */
  const { snapshot, nodes } = JSON.parse(chunks.join(''))
  const fields = snapshot.meta.node_fields
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')]
  const code = snapshot.meta.node_types[0].indexOf('code')
  let bytes = 0
  for (let at = 0; at < nodes.length; at += fields.length)
    if (nodes[at + type] === code) bytes += nodes[at + size] ?? 0
  return bytes
}

/** @param {import('@playwright/test').CDPSession} cdp */
async function counters(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  // The JS heap alone (the DevTools network buffer that Playwright's Network domain keeps is
  // Blink's, in the embedder heap, not in this figure).
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const code = await compiledCode(cdp)
  const dom = await cdp.send('Memory.getDOMCounters')
  return {
    heap: usedSize,
    code,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    documents: dom.documents,
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ app: string, account: import('./sign-in.mjs').Account, rounds: number,
 *   budgetRatio: number }} options
 * @returns {Promise<string[]>} the table's lines
 */
export async function measureDayOfUse(browser, { app, account, rounds, budgetRatio }) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, app, account)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  const cards = page.locator('article.video-card')
  await cards.first().waitFor()

  const round = async () => {
    // The first finished video (the demo library's others may have no scenes to search from).
    await page.locator('article.video-card.completed a.video-card-link').first().click()
    const panel = page.getByRole('tabpanel')
    await panel.waitFor()
    const similar = /^(Search Similar Scenes|類似シーンを検索)$/
    await panel.getByRole('link', { name: similar }).click()
    await page.getByRole('button', { name: similar }).click()
    await page.locator('article.result-card').first().waitFor()
    for (let back = 0; back < 3; back++) await page.goBack()
    await cards.first().waitFor()
  }

  /** @type {number[]} */
  const times = []
  /** @type {{ round: number, heap: number, code: number, nodes: number, listeners: number, documents: number }[]} */
  const marks = []
  const loads = [loadavg()[0]]
  for (let n = 1; n <= rounds; n++) {
    const started = performance.now()
    await round().catch((error) => {
      throw new Error(`round ${n}: ${error}`)
    })
    times.push(performance.now() - started)
    if (n % 20 === 0) marks.push({ round: n, ...(await counters(cdp)) })
    if (n === 20 || n === rounds) loads.push(loadavg()[0])
  }
  await context.close()

  const first = marks[0]
  const last = marks.at(-1)
  if (!first || !last) return ['| day of use | too few rounds |', '|---|---|']
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  /** @param {string} name @param {(m: typeof first) => number} of @param {(x: number) => string} shown */
  const line = (name, of, shown) => {
    const ratio = of(last) / of(first)
    const ok = ratio <= 1 + budgetRatio
    return `| ${name} | ${shown(of(first))} | ${shown(of(last))} | ${((ratio - 1) * 100).toFixed(1)} % ${ok ? '✓' : '✗'} | ≤ +${budgetRatio * 100} % | ${marks.map((m) => shown(of(m))).join(', ')} |`
  }
  const early = median(times.slice(20, 40))
  const late = median(times.slice(-20))
  const growth = late / early
  return [
    `| a day of use: ${rounds} rounds of library → detail → similar scenes → Back ×3 (phone, CPU not slowed) | after round 20 | after round ${rounds} | change | budget | every 20 rounds |`,
    '|---|---|---|---|---|---|',
    line('JS heap after a forced collection', (m) => m.heap, mb),
    // The heap holds V8's compiled code too, which grows as functions get hot and then stays:
    // the second half's change tells a warm-up from a leak.
    (() => {
      const half = marks[Math.floor(marks.length / 2) - 1] ?? first
      const change = last.heap / half.heap - 1
      return `| the same, after round ${half.round} and after round ${rounds} (warmed up) | ${mb(half.heap)} | ${mb(last.heap)} | ${(change * 100).toFixed(1)} % | — | — |`
    })(),
    // What the app keeps: the heap less V8's compiled code (compiledCode), which the row above
    // counts and which the engine's warm-up grows.
    line("the same less V8's compiled code (the app's objects)", (m) => m.heap - m.code, mb),
    `| V8's compiled code (the engine's warm-up; no budget) | ${mb(first.code)} | ${mb(last.code)} | ${((last.code / first.code - 1) * 100).toFixed(1)} % | — | ${marks.map((m) => mb(m.code)).join(', ')} |`,
    line('DOM nodes (the renderer)', (m) => m.nodes, String),
    line('event listeners', (m) => m.listeners, String),
    line('documents', (m) => m.documents, String),
    `| one round, median of rounds 21-40 / last 20 (load average ${loads.map((l) => l.toFixed(1)).join(' → ')}) | ${early.toFixed(0)} ms | ${late.toFixed(0)} ms | ${((growth - 1) * 100).toFixed(1)} % ${growth <= 1 + budgetRatio ? '✓' : '✗'} | ≤ +${budgetRatio * 100} % | ${marks.map((m) => median(times.slice(m.round - 20, m.round)).toFixed(0)).join(', ')} ms |`,
  ]
}
