import { SHOWN_IMAGES_MESSAGE } from '@/offline/names'

/**
 * The images this page has shown so far: every image it requested (resource timing) and every
 * one on screen now. The service worker keeps those of the assets origin (src/sw/).
 */
function shownImageUrls(): string[] {
  const urls = new Set<string>()
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    if (entry.initiatorType === 'img') urls.add(entry.name)
  for (const image of Array.from(document.images))
    if (image.complete && image.naturalWidth > 0 && image.currentSrc) urls.add(image.currentSrc)
  return [...urls]
}

/**
 * Hands the worker that has just taken control the images shown before it did, so what the
 * user saw on a first visit opens offline too (docs/decisions.md, "Images of a first visit").
 */
export function handOverShownImages(worker: ServiceWorker | null): void {
  worker?.postMessage({ type: SHOWN_IMAGES_MESSAGE, urls: shownImageUrls() })
}
