// @ts-check
// Demo mode (`npm start`): the library's first screen should show thumbnails, not a wall of
// never-ending "In progress" cards and failed ones. The seeded in-progress videos finish one
// after another within about a minute, and all but two of the demo team's failed videos (the
// `…_upload_fail…` one, which shows Retry at work, and one more) go back into the analysis.
// The tests' fixtures (no demo) keep the seeded statuses.

/** Failed videos the demo team keeps, so the failed card and Retry still show. */
const FAILED_KEPT = 2

/**
 * @param {import('../lib/context.mjs').Double} double
 * @param {number} windowMs the last video finishes this long after the start (the first after a sixth of it)
 */
export function startDemo(double, windowMs) {
  const { store, jobs } = double
  const state = store.state
  if (!state.demo_prepared) {
    state.demo_prepared = true
    /** @type {Map<string, import('../lib/video.mjs').Video[]>} */
    const failedByTeam = new Map()
    for (const v of state.videos)
      if (v.seeded && v.status === 'failed')
        failedByTeam.set(v.team_id, [...(failedByTeam.get(v.team_id) ?? []), v])
    for (const failed of failedByTeam.values()) {
      const named = failed.filter((v) => /fail/i.test(v.filename))
      const kept = new Set([...new Set([...named, ...failed])].slice(0, FAILED_KEPT))
      for (const v of failed) if (!kept.has(v)) v.status = 'in_progress'
    }
  }
  const waiting = state.videos.filter(
    (v) => v.seeded && v.status === 'in_progress' && !v.analysis_due_at,
  )
  const first = windowMs / 6
  const step = waiting.length > 1 ? (windowMs - first) / (waiting.length - 1) : 0
  waiting.forEach((v, i) => {
    v.analysis_due_at = Date.now() + first + i * step
    jobs.scheduleAnalysis(v)
  })
  store.dirty()
}
