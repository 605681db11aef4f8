import { render } from '@testing-library/react'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import type { Shortcut } from './keys'
import { activeShortcuts, declareShortcuts, useShortcuts } from './registry'

function Page({ label, run, text }: { label: string; run: () => void; text?: string }) {
  useShortcuts([{ keys: ['j'], label, run }])
  return text ? <p>{text}</p> : null
}

describe('shortcut registry', () => {
  it('lists the shell’s shortcuts before the pages’, whatever the order of declaring', () => {
    const page: Shortcut = { keys: ['j'], label: 'page', run: () => undefined }
    const shell: Shortcut = { keys: ['j'], label: 'shell', run: () => undefined, scope: 'app' }
    const undoPage = declareShortcuts([page])
    const undoShell = declareShortcuts([shell])
    expect(activeShortcuts().map((s) => s.label)).toEqual(['shell', 'page'])
    undoPage()
    undoShell()
    expect(activeShortcuts()).toEqual([])
  })

  it('declares while mounted, follows new labels and always runs the latest function', () => {
    const first = vi.fn()
    const second = vi.fn()
    const view = render(<Page label="Next" run={first} />)
    expect(activeShortcuts().map((s) => s.label)).toEqual(['Next'])
    view.rerender(<Page label="Next" run={second} />)
    activeShortcuts()[0]!.run()
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
    view.rerender(<Page label="次へ" run={second} />)
    expect(activeShortcuts().map((s) => s.label)).toEqual(['次へ'])
    view.unmount()
    expect(activeShortcuts()).toEqual([])
  })

  it('works as soon as the page is in the document, before its passive effects have run', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const container = document.createElement('div')
    const root = createRoot(container)
    // Outside act, as in the browser. A key pressed the moment the page is drawn (here: when
    // the DOM changes) may come before a transition's passive effects, since input comes first.
    const pressOnDraw = () =>
      new Promise<void>((resolve) => {
        new MutationObserver((_, observer) => {
          observer.disconnect()
          activeShortcuts()[0]?.run()
          resolve()
        }).observe(container, { childList: true, subtree: true, characterData: true })
      })
    let drawn = pressOnDraw()
    startTransition(() => root.render(<Page label="Next" run={first} text="one" />))
    await drawn
    expect(first).toHaveBeenCalledOnce()
    // The next render's function, from the moment it is drawn.
    drawn = pressOnDraw()
    startTransition(() => root.render(<Page label="Next" run={second} text="two" />))
    await drawn
    expect(second).toHaveBeenCalledOnce()
    root.unmount()
  })
})
