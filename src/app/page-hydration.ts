/**
 * When React has hydrated all of a pre-rendered page. The root hydrates first; each Suspense
 * boundary in the page (the router puts one around every route's content: `<!--$-->` in the
 * HTML) hydrates later, in a low-priority pass of its own. Until then such a boundary's HTML is
 * still the build's, and a render into it must produce exactly that HTML: nothing read while
 * rendering may change before it. The language is such a thing (Lingui's `i18n` is global), so a
 * language picked during the take-over waits for this (docs/decisions.md).
 */
export function watchHydration(container: HTMLElement) {
  // Noted before React touches the page: the first element inside each boundary. All of a
  // boundary's own elements hydrate in one pass, and a nested boundary only after its parent.
  const firsts = boundaryStarts(container)
    .map(firstElementInside)
    .filter((element) => element !== undefined)
  const done = () => firsts.every((element) => !element.isConnected || isHydrated(element))
  return {
    /** Runs `then` once every boundary is hydrated (or the page was rendered afresh). */
    whenHydrated: (then: () => void) => {
      const deadline = performance.now() + HYDRATION_WAIT_MS
      const attempt = () => {
        if (done() || performance.now() > deadline) then()
        else requestAnimationFrame(attempt)
      }
      attempt()
    },
  }
}

/** How long to wait at most: a hydration that takes longer is not coming. */
const HYDRATION_WAIT_MS = 5000

/** React's marker of a Suspense boundary's start: `$`, or `$?` / `$!` for a pending or failed one. */
const isBoundaryStart = (node: Node) => node instanceof Comment && node.data.startsWith('$')
const isBoundaryEnd = (node: Node) => node instanceof Comment && node.data === '/$'

function boundaryStarts(container: HTMLElement): Comment[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT)
  const starts: Comment[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (isBoundaryStart(node)) starts.push(node as Comment)
  return starts
}

/** The first element between a boundary's start marker and its end (in a nested one or not). */
function firstElementInside(start: Comment): Element | undefined {
  let depth = 0
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (node instanceof Element) return node
    if (isBoundaryStart(node)) depth++
    else if (isBoundaryEnd(node) && depth-- === 0) return undefined
  }
  return undefined
}

/**
 * Whether React has hydrated an element: it keeps the element's fiber on it under a key of this
 * prefix (what React's developer tools and test libraries read). Should React ever rename it,
 * the wait above ends at its deadline instead.
 */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
