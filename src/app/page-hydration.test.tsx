import { Suspense, useEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { watchHydration } from './page-hydration'

/**
 * A page as the router renders it: the root's own part, then its routes, each in a Suspense
 * boundary of its own. The words come from a global, as the app's come from Lingui's `i18n`.
 */
let language = 'ja'
/** Reads the global when it renders, which for a boundary's content is when that hydrates. */
const Word = () => <p>{language === 'ja' ? 'こんにちは' : 'Hello'}</p>

function Page({ onRootCommit }: { onRootCommit?: () => void }) {
  return (
    <>
      <Suspense fallback="…">
        <Suspense fallback="…">
          <main>
            <Word />
          </main>
        </Suspense>
      </Suspense>
      <footer>{onRootCommit && <RootCommit run={onRootCommit} />}</footer>
    </>
  )
}

function RootCommit({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.innerHTML = ''
  language = 'ja'
})

/** Hydrates the page's server HTML; resolves with what React recovered from, a while later. */
async function hydrate(
  onRootCommit: (watch: ReturnType<typeof watchHydration>, container: HTMLElement) => void,
) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  document.body.append(container)
  const watch = watchHydration(container)
  const recovered: unknown[] = []
  root = hydrateRoot(container, <Page onRootCommit={() => onRootCommit(watch, container)} />, {
    onRecoverableError: (error) => recovered.push(error),
  })
  await new Promise((resolve) => setTimeout(resolve, 200))
  return { container, recovered }
}

describe('a pre-rendered page hydrates in passes', () => {
  it('a global changed at the root commit is read by a boundary still to hydrate', async () => {
    // Why the wait exists: React renders the boundary with the new words against the old HTML.
    const { recovered } = await hydrate(() => {
      language = 'en'
    })
    expect(recovered).not.toEqual([])
  })

  it('changed once the whole page is hydrated, it is not', async () => {
    let hydratedAtCall: boolean | undefined
    const { container, recovered } = await hydrate((watch, page) =>
      watch.whenHydrated(() => {
        const text = page.querySelector('p')
        hydratedAtCall = Object.keys(text ?? {}).some((key) => key.startsWith('__reactFiber$'))
        language = 'en'
      }),
    )
    expect(hydratedAtCall).toBe(true)
    expect(recovered).toEqual([])
    expect(container.querySelector('p')?.textContent).toBe('こんにちは')
  })

  it('a page rendered afresh instead counts as hydrated at once', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    const watch = watchHydration(container)
    container.replaceChildren()
    let called = false
    watch.whenHydrated(() => {
      called = true
    })
    expect(called).toBe(true)
  })
})
