/**
 * Runs `run` once the browser has drawn the next frame: a requestAnimationFrame callback comes
 * just before that frame's paint, and a timer set there fires after it. In a hidden tab (no
 * frames) it runs at once, on a timer. Returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
