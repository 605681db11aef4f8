// @ts-check
/**
 * Interaction to Next Paint of the signed-in screens' interactions (part of
 * `npm run bench`, `--only interactions`): a Pixel 7 viewport, the CPU slowed 4x while the
 * interaction runs (not while the screen is set up for it), read from the Event Timing API as
 * the `web-vitals` library reads it: `event` entries (durationThreshold 16) grouped by
 * `interactionId`, an interaction's duration the longest of its entries, a run's figure the
 * longest interaction in it (a typed word is one interaction per key). The median of the runs
 * is held against the budget; the worst is printed beside it, with the long tasks (`longtask`
 * and `long-animation-frame` entries) that overlapped the interaction, and how long Playwright
 * waited for its result (the new screen, the dialog: what the user waits for after the paint).
 * Taps are the mouse's own events at the target's middle (`tap`); keys are typed one by one;
 * a select is changed with a key (selectOption's events are untrusted and not timed).
 * Beside each, the floor under the same slowdown and the same load: a click on the bare stack's
 * heading (which does nothing but paint), so a figure bound by the machine's load shows as such.
 */
import { loadavg } from 'node:os'
import { devices } from '@playwright/test'
import { median } from './first-screens.mjs'
import { signIn } from './sign-in.mjs'
import { analyse, sourceMaps } from './trace-analysis.mjs'

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ name: string, setup: (page: Page, run: number) => Promise<void>, act: (page: Page, run: number) => Promise<void> }} Interaction */

const SLOWDOWN = 4
const { defaultBrowserType: _, ...PHONE } = devices['Pixel 7']

/** Runs in every document before its scripts: keeps the entries the figures are read from. */
function observe() {
  /** @type {{ events: { id: number, name: string, start: number, duration: number, waited: number, handled: number }[], tasks: { kind: string, start: number, duration: number, blocking: number, scripts?: string[], render?: number }[] }} */
  const log = { events: [], tasks: [] }
  Object.assign(window, { __interactions: log })
  const take = (/** @type {PerformanceEntryList} */ entries) => {
    for (const entry of entries) {
      if (entry.entryType === 'event' || entry.entryType === 'first-input') {
        const event = /** @type {PerformanceEventTiming} */ (entry)
        if (event.interactionId)
          log.events.push({
            id: event.interactionId,
            name: event.name,
            start: event.startTime,
            duration: event.duration,
            // input delay and processing, for --explain
            waited: event.processingStart - event.startTime,
            handled: event.processingEnd - event.processingStart,
          })
      } else {
        log.tasks.push({
          kind: entry.entryType,
          start: entry.startTime,
          duration: entry.duration,
          // @ts-expect-error long-animation-frame's own field
          blocking: entry.blockingDuration ?? Math.max(0, entry.duration - 50),
          // long-animation-frame's scripts, for --explain: what ran, from where, how long
          // @ts-expect-error long-animation-frame's own field
          scripts: (entry.scripts ?? []).map(
            (/** @type {any} */ script) =>
              `${script.invoker} ${script.sourceFunctionName || '?'} ${script.sourceURL.split('/').pop()}:${script.sourceCharPosition} ${Math.round(script.duration)} ms`,
          ),
          // @ts-expect-error long-animation-frame's own field
          render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
        })
      }
    }
  }
  /** @type {PerformanceObserver[]} */
  const observers = []
  for (const [type, options] of /** @type {const} */ ([
    ['event', { durationThreshold: 16 }],
    ['first-input', {}],
    ['longtask', {}],
    ['long-animation-frame', {}],
  ])) {
    try {
      const observer = new PerformanceObserver((list) => take(list.getEntries()))
      observer.observe({ type, buffered: true, ...options })
      observers.push(observer)
    } catch {
      // a type this browser does not know
    }
  }
  Object.assign(window, {
    __takeInteractions: () => {
      for (const observer of observers) take(observer.takeRecords())
    },
  })
}

/**
 * A click at the middle of `target`, as a finger's: the mouse's own events, without Playwright's
 * checks of the target (scripts it runs in the page, slowed too, inside the interaction).
 * Finding the target is the harness's work, not the interaction's (a role query walks the whole
 * page, 100 ms and more at 4x, and leaves garbage): it runs at full speed, and the page is idle
 * again before the press, which comes slowed.
 * @param {import('@playwright/test').Locator} target
 * @param {import('@playwright/test').CDPSession} cdp the page's session
 */
async function tap(target, cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to tap')
  await settle(target.page())
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Two frames, then an idle moment: the interaction's paint has happened and been reported. */
const settle = (/** @type {Page} */ page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 3000 })),
        ),
      ),
  )

/**
 * Starts a Chrome trace and a CPU profile; the function returned stops them and names what the
 * long tasks ran (trace-analysis.mjs; modules are named when the build has source maps).
 * @param {import('@playwright/test').CDPSession} cdp
 */
async function startTrace(cdp) {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  /** @type {import('./trace-analysis.mjs').TraceEvent[]} */
  const events = []
  const collect = (/** @type {any} */ { value }) => events.push(...value)
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute',
    transferMode: 'ReportEvents',
  })
  await cdp.send('Profiler.start')
  return async () => {
    const { profile } = await cdp.send('Profiler.stop')
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    cdp.off('Tracing.dataCollected', collect)
    return analyse(events, profile, sourceMaps('dist'), { cpuTimes: undefined, own: true })
  }
}

/**
 * One run of `act`, slowed: the longest interaction in it and the long tasks it overlapped.
 * @param {Page} page @param {import('@playwright/test').CDPSession} cdp
 * @param {(page: Page) => Promise<void>} act
 */
async function timed(page, cdp, act, explain = false) {
  // The page measured is the one in front: the other page's window (the floor's) hides it
  // otherwise, and the browser then puts off its frames, their paint reported up to 2 s late.
  await page.bringToFront()
  await settle(page)
  const from = await page.evaluate(() => performance.now())
  const trace = explain ? await startTrace(cdp) : undefined
  let wall = 0
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  try {
    const started = Date.now()
    await act(page)
    wall = Date.now() - started
    await settle(page)
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
  if (trace) {
    for (const task of (await trace()).tasks)
      console.log(
        `  task ${task.ms.toFixed(0)} ms [${task.what}]\n    ${task.top}\n    own: ${task.own}`,
      )
  }
  const figures = await page.evaluate((since) => {
    const w = /** @type {any} */ (window)
    w.__takeInteractions()
    /** @type {{ events: { id: number, name: string, start: number, duration: number, waited: number, handled: number }[], tasks: { kind: string, start: number, duration: number, blocking: number, scripts?: string[], render?: number }[] }} */
    const log = w.__interactions
    /** @type {Map<number, number>} */
    const byId = new Map()
    for (const e of log.events)
      if (e.start >= since) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration))
    const inp = Math.max(0, ...byId.values())
    // The long tasks that overlapped an interaction (from its input to its paint).
    const spans = log.events
      .filter((e) => e.start >= since)
      .map((e) => [e.start, e.start + e.duration])
    const tasks = log.tasks
      .filter((task) =>
        spans.some(([a = 0, b = 0]) => task.start < b && task.start + task.duration > a),
      )
      .map((task) => ({ kind: task.kind, ms: Math.round(task.duration) }))
    // For --explain: every long frame from the input on, where it starts, what its scripts ran.
    const frames = log.tasks
      .filter((task) => task.kind === 'long-animation-frame' && task.start >= since)
      .sort((a, b) => a.start - b.start)
      .map(
        (task) =>
          `frame +${Math.round(task.start - since)}, ${Math.round(task.duration)} ms (render ${Math.round(task.render ?? 0)}): ${(task.scripts ?? []).join('; ')}`,
      )
    const events = log.events
      .filter((e) => e.start >= since)
      .map(
        (e) =>
          `${e.name} +${Math.round(e.start - since)}: ${Math.round(e.waited)} waited, ${Math.round(e.handled)} handled, ${Math.round(e.duration)} to paint`,
      )
    log.events.length = 0
    log.tasks.length = 0
    return { inp, interactions: byId.size, tasks, events, frames }
  }, from)
  if (explain)
    for (const line of [...figures.events, ...figures.frames])
      console.log(`  ${line.startsWith('frame') ? '' : 'event '}${line}`)
  return { ...figures, wall }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ app: string, bare: string, account: import('./sign-in.mjs').Account,
 *   detailPath: string, runs: number, budgetMs: number, explain?: boolean }} options
 *   `explain`: print what each run's long tasks ran (a trace and a CPU profile of each).
 *   INTERACTIONS=card,next (words of their names) measures those alone.
 * @returns {Promise<string[]>} the table's lines
 */
export async function measureInteractions(
  browser,
  { app, bare, account, detailPath, runs, budgetMs, explain = false },
) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  await context.addInitScript(observe)
  const page = await context.newPage()
  await signIn(page, app, account)
  const cdp = await context.newCDPSession(page)
  const floor = await context.newPage()
  const floorCdp = await context.newCDPSession(floor)
  await floor.goto(bare)
  await floor.getByRole('heading', { level: 1 }).waitFor()

  const open = async (/** @type {string} */ path) => {
    await page.goto(`${app}${path}`)
    await page.waitForLoadState('networkidle')
  }
  const libraryShown = async () => {
    await open('/video')
    await page.locator('article.video-card').first().waitFor()
  }
  const detailShown = async () => {
    await open(detailPath)
    await page.getByRole('tab').first().waitFor()
  }
  const tags = () => page.getByRole('combobox', { name: /^(Search by tag|タグで検索)$/ })
  const find = () =>
    page.getByRole('searchbox', { name: /^(Find in this video|この動画内を検索)$/ })
  const method = () => page.getByLabel(/^(Search method|検索方法)$/)

  /** @type {Interaction[]} */
  const interactions = [
    {
      name: 'typing in the tag search ("sport", a key each)',
      setup: libraryShown,
      act: async () => {
        await tags().pressSequentially('sport')
      },
    },
    {
      name: 'opening a card (library → detail)',
      setup: libraryShown,
      act: async () => {
        await tap(page.locator('article.video-card.completed a.video-card-link').first(), cdp)
        // A CSS query, not a role query: the wait polls the slowed page each frame, and a role
        // query walks the whole page (40-140 ms a poll at 4x), delaying the paint it measures.
        await page.locator('[role="tab"]').first().waitFor()
      },
    },
    {
      name: 'choosing a scene',
      setup: detailShown,
      act: async (_, run) => {
        const tab = page.getByRole('tab').nth(2 + (run % 3))
        await tap(tab, cdp)
        await tab.and(page.locator('[aria-selected="true"]')).waitFor()
      },
    },
    {
      name: 'typing in Find in this video ("stud", a key each)',
      setup: detailShown,
      act: async () => {
        await find().pressSequentially('stud')
      },
    },
    {
      name: 'the next page (library)',
      setup: libraryShown,
      act: async () => {
        await tap(page.getByRole('link', { name: /^(Next|次へ)$/ }).first(), cdp)
        await page.waitForURL(/page=2/)
        await page.locator('article.video-card').first().waitFor()
      },
    },
    {
      name: 'opening the upload dialog',
      setup: libraryShown,
      act: async () => {
        await tap(page.getByRole('button', { name: /^(Upload|アップロード)$/ }).first(), cdp)
        await page.getByRole('dialog').waitFor()
      },
    },
    {
      name: 'switching the language (en → ja, the menu open)',
      setup: async () => {
        await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'))
        await libraryShown()
        const menu = page.getByRole('button', { name: 'Open menu' })
        if (await menu.isVisible()) await menu.click()
        await page.getByRole('combobox', { name: 'Language' }).waitFor()
      },
      act: async () => {
        // Keys, not selectOption: its events are the page's own (untrusted), not timed.
        await page.getByRole('combobox', { name: 'Language' }).press('ArrowDown')
        await page.locator('html[lang="ja"]').waitFor({ state: 'attached' })
      },
    },
    {
      name: 'opening the export dialog',
      setup: detailShown,
      act: async () => {
        await tap(page.getByRole('button', { name: /^(Export scenes|シーンのエクスポート)$/ }), cdp)
        await page.getByRole('dialog').waitFor()
      },
    },
    {
      // The results page shows its method; it is switched on the form its Change link opens.
      name: "a results page's method switch (its Change: Scenes, hybrid → keyword)",
      setup: async () => {
        await open('/advanced-search?mode=scenes&description=relay%20race')
        await method().waitFor()
      },
      act: async () => {
        await method().press('ArrowDown')
      },
    },
  ]

  const lines = [
    `| interaction, ${PHONE.viewport.width}×${PHONE.viewport.height} phone, CPU ${SLOWDOWN}x slower (median of ${runs}) | INP, ms | budget | worst, ms [each run] | long tasks (and long animation frames) during its interactions, ms [each run] | its result shown, ms (Playwright's wait, median) | floor: a click on the bare stack, ms | load average |`,
    '|---|---|---|---|---|---|---|---|',
  ]
  /** @type {number[]} */
  const worsts = []
  const chosen = process.env.INTERACTIONS?.split(',')
  for (const interaction of interactions) {
    if (chosen && !chosen.some((word) => interaction.name.includes(word))) continue
    /** @type {number[]} */
    const figures = []
    /** @type {number[]} */
    const walls = []
    /** @type {number[]} */
    const floors = []
    /** @type {string[]} */
    const tasks = []
    try {
      for (let run = 0; run < runs; run++) {
        await interaction.setup(page, run)
        if (explain) console.log(`${interaction.name}, run ${run + 1}:`)
        const result = await timed(page, cdp, (p) => interaction.act(p, run), explain)
        figures.push(result.inp)
        walls.push(result.wall)
        const of = (/** @type {string} */ kind) =>
          result.tasks.filter((task) => task.kind === kind).map((task) => task.ms)
        const [longTasks, frames] = [of('longtask'), of('long-animation-frame')]
        tasks.push(
          `${longTasks.join('+') || '—'}${frames.length ? ` (frames ${frames.join('+')})` : ''}`,
        )
        const bareClick = await timed(floor, floorCdp, async (p) => {
          await p.getByRole('heading', { level: 1 }).click()
        })
        floors.push(bareClick.inp)
      }
    } catch (error) {
      lines.push(`| ${interaction.name} | failed: ${String(error).split('\n')[0]} | | | | | | |`)
      continue
    }
    const inp = median(figures)
    const worst = Math.max(...figures)
    worsts.push(worst)
    const shown = (/** @type {number} */ ms) => (ms === 0 ? '< 16' : ms.toFixed(0))
    lines.push(
      `| ${interaction.name} | ${shown(inp)} ${inp <= budgetMs ? '✓' : '✗'} | ≤ ${budgetMs} | ${shown(worst)} [${figures.map(shown).join(', ')}] | ${tasks.join(', ')} | ${median(walls).toFixed(0)} | ${shown(median(floors))} | ${loadavg()[0].toFixed(1)} |`,
    )
  }
  await context.close()
  lines.push(
    '',
    `Worst interaction of the table: ${Math.max(...worsts).toFixed(0)} ms. "< 16": no Event Timing entry (an interaction under the 16 ms threshold).`,
  )
  return lines
}
