import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Shortcut } from './keys'
import { activeShortcuts, declareShortcuts, useShortcuts } from './registry'

function Page({ label, run }: { label: string; run: () => void }) {
  useShortcuts([{ keys: ['j'], label, run }])
  return null
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
})
