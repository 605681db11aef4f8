import { renderHook, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { textQuery } from '@/api/local-search/text-match'
import { renderWithProviders } from '@/test/render'
import { SceneFind } from './SceneFind'
import { type SceneFind as SceneFindState, useFindSelection } from './use-scene-find'

/** A find state as `useSceneFind` gives it, for `text` matching the scenes `matches`. */
function findState(text: string, matches: number[], typedInBox = true): SceneFindState {
  const order = [0, 1, 2, 3, 4, 5]
  return {
    text,
    outside: 0,
    setText: vi.fn(),
    typedInBox,
    query: text.trim().length > 1 ? textQuery(text) : [],
    pending: false,
    prepare: vi.fn(),
    marksIn: () => [],
    matches,
    isMatch: (index) => matches.includes(index),
    matchFrom: (from, by) => {
      const at = order.indexOf(from)
      for (let step = 1; step <= order.length; step++) {
        const index = order[(at + by * step + order.length * 2) % order.length]!
        if (matches.includes(index)) return index
      }
      return undefined
    },
  }
}

const count = () => screen.getByRole('status').textContent

describe('SceneFind', () => {
  const show = (find: SceneFindState, selected: number) =>
    renderWithProviders(<SceneFind find={find} selected={selected} onStep={vi.fn()} />)

  it('says which match the selected scene is, of how many matches, and its number', () => {
    show(findState('logo', [3, 5]), 5)
    expect(count()).toBe('2 of 2 matches · scene 6')
  })

  it('says one match in the singular', () => {
    show(findState('logo', [5]), 5)
    expect(count()).toBe('1 of 1 match · scene 6')
  })

  it('says how many match while the selected scene is not one of them', () => {
    const { unmount } = show(findState('logo', [3, 5]), 0)
    expect(count()).toBe('2 matches')
    unmount()
    show(findState('logo', [3]), 0)
    expect(count()).toBe('1 match')
  })

  it('says when nothing matches, and asks for two letters for one', () => {
    const { unmount } = show(findState('zebra', []), 0)
    expect(count()).toBe('No matches')
    unmount()
    show(findState('z', []), 0)
    expect(count()).toBe('Type a word of two letters or more.')
  })
})

describe('useFindSelection', () => {
  const run = (find: SceneFindState, selected: number) => {
    const select = vi.fn()
    const hook = renderHook(
      (props: { find: SceneFindState; selected: number }) =>
        useFindSelection(props.find, props.selected, select),
      { initialProps: { find, selected } },
    )
    return { select, ...hook }
  }

  it('moves to the first match when typing makes the selected scene no match', () => {
    const { select } = run(findState('logo', [3, 5]), 0)
    expect(select).toHaveBeenCalledExactlyOnceWith(3)
  })

  it('keeps a selected scene that still matches, so typing on does not jump', () => {
    const { select, rerender } = run(findState('log', [3, 5]), 5)
    rerender({ find: findState('logo', [5]), selected: 5 })
    expect(select).not.toHaveBeenCalled()
  })

  it('leaves a scene chosen by hand until the text changes again', () => {
    const { select, rerender } = run(findState('logo', [3, 5]), 3)
    rerender({ find: findState('logo', [3, 5]), selected: 1 })
    expect(select).not.toHaveBeenCalled()
    rerender({ find: findState('logos', [3, 5]), selected: 1 })
    expect(select).toHaveBeenCalledExactlyOnceWith(3)
  })

  it('keeps the scene an address names when it opens with a find text', () => {
    const { select } = run(findState('logo', [3, 5], false), 0)
    expect(select).not.toHaveBeenCalled()
  })

  it('steps to the next and previous match, going round', () => {
    const { result, select } = run(findState('logo', [3, 5]), 5)
    result.current(1)
    expect(select).toHaveBeenLastCalledWith(3)
    result.current(-1)
    expect(select).toHaveBeenLastCalledWith(3)
  })
})
