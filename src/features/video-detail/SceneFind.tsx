import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react'
import { FIND_TEXT_MAX } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { StepButtons } from '@/ui/StepButtons'
import type { SceneFind as SceneFindState } from './use-scene-find'

interface SceneFindProps {
  find: SceneFindState
  /** The selected scene's index. */
  selected: number
  /** Selects the next (1) or previous (-1) match. */
  onStep: (by: 1 | -1) => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * Where the find stands: which match the selected scene is, of how many, and its number ("1 of
 * 2 matches · scene 6"); how many match when the selected scene is not one of them.
 */
function useCountText(find: SceneFindState, selected: number): string | null {
  const { t } = useLingui()
  if (find.pending) return null
  if (find.query.length === 0)
    return find.text.trim() ? t`Type a word of two letters or more.` : null
  const count = find.matches.length
  if (count === 0) return t`No matches`
  const position = find.matches.indexOf(selected) + 1
  const number = selected + 1
  return position > 0
    ? t`${position} of ${plural(count, { one: '# match', other: '# matches' })} · scene ${number}`
    : t`${plural(count, { one: '# match', other: '# matches' })}`
}

/**
 * Find in this video: a search box over the scene descriptions. Typing selects the first match
 * (`useFindSelection`); the count says which match is selected, of how many, and its scene;
 * Enter and Shift+Enter (or the arrow buttons) select the next and previous match; Esc empties
 * the box. The count is a status, so each change of it (a step too) is announced politely.
 */
export function SceneFind({ find, selected, onStep, inputRef }: SceneFindProps) {
  const { t } = useLingui()
  const id = useId()
  const countText = useCountText(find, selected)
  const count = find.matches.length
  // The box's own text: a key repaints the box alone (the matching follows, use-scene-find.ts).
  const [box, setBox] = useState(find.text)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changed the text
  useEffect(() => setBox(find.text), [find.outside])
  const change = (next: string) => {
    setBox(next)
    find.setText(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      onStep(event.shiftKey ? -1 : 1)
    } else if (event.key === 'Escape' && box) {
      // Handled here (not by the browser's own clearing) so the address follows, and only
      // when there is something to clear: otherwise Escape is left to whatever holds the box.
      event.preventDefault()
      event.stopPropagation()
      change('')
    }
  }
  return (
    <search className="scene-find" aria-label={t`Find in this video`}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        <Trans>Find in this video</Trans>
      </label>
      <span className="scene-find-box search-box">
        <Icon name="search" className="search-box-icon" size={18} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          value={box}
          maxLength={FIND_TEXT_MAX}
          placeholder={t`Find in this video`}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${id}-count`}
          onChange={(event) => change(event.target.value)}
          onFocus={find.prepare}
          onPointerEnter={find.prepare}
          onKeyDown={onKeyDown}
        />
      </span>
      <span id={`${id}-count`} className="scene-find-count" role="status">
        {countText}
      </span>
      <span className="scene-find-steps">
        <StepButtons
          previous={{
            label: t`Previous match`,
            title: t`Previous match (Shift+Enter)`,
            disabled: count === 0,
          }}
          next={{ label: t`Next match`, title: t`Next match (Enter)`, disabled: count === 0 }}
          onStep={onStep}
        />
      </span>
    </search>
  )
}
