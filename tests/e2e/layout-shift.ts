import type { Page } from '@playwright/test'

/**
 * Sum of the layout-shift scores since the navigation started (shifts after input excluded, as
 * CLS does). A shift is rare and hard to reproduce, so the elements that moved are printed
 * beside the failure.
 */
export async function layoutShift(page: Page): Promise<number> {
  const { total, moved } = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0
        const moved: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
            startTime: number
            sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          }[]) {
            if (entry.hadRecentInput) continue
            total += entry.value
            for (const { node, previousRect: a, currentRect: b } of entry.sources ?? [])
              moved.push(
                `${Math.round(entry.startTime)} ms ${node?.nodeName ?? '?'}` +
                  `.${node instanceof Element ? node.getAttribute('class') : ''}` +
                  ` (${a.x},${a.y} ${a.width}x${a.height}) -> (${b.x},${b.y} ${b.width}x${b.height})`,
              )
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ total, moved }), 300)
      }),
  )
  if (total > 0) console.log(`layout shift ${total} on ${page.url()}:\n  ${moved.join('\n  ')}`)
  return total
}
