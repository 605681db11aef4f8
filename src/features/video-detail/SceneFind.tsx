import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type Ref, useId } from 'react'
import { FIND_TEXT_MAX } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { StepButtons } from '@/ui/StepButtons'
import type { SceneFind as SceneFindState } from './use-scene-find'

interface SceneFindProps {
  find: SceneFindState
  total: number
  /** Selects the next (1) or previous (-1) match. */
  onStep: (by: 1 | -1) => void
  /** Said after a step: which scene is selected, and which match it is. */
  stepMessage: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * Find in this video: a search box over the scene descriptions. The count says how many scenes
 * match; Enter and Shift+Enter (or the arrow buttons) select the next and previous match; Esc
 * empties the box. The count and each step are announced politely.
 */
export function SceneFind({ find, total, onStep, stepMessage, inputRef }: SceneFindProps) {
  const { t } = useLingui()
  const id = useId()
  const searching = find.query.length > 0
  const count = find.matches.length
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      onStep(event.shiftKey ? -1 : 1)
    } else if (event.key === 'Escape' && find.text) {
      // Handled here (not by the browser's own clearing) so the address follows, and only
      // when there is something to clear: otherwise Escape is left to whatever holds the box.
      event.preventDefault()
      event.stopPropagation()
      find.setText('')
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
          value={find.text}
          maxLength={FIND_TEXT_MAX}
          placeholder={t`Find in this video`}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${id}-count`}
          onChange={(event) => find.setText(event.target.value)}
          onFocus={find.prepare}
          onPointerEnter={find.prepare}
          onKeyDown={onKeyDown}
        />
      </span>
      <span id={`${id}-count`} className="scene-find-count" role="status">
        {find.pending ? null : searching ? (
          <Trans>
            {count} of {total} scenes
          </Trans>
        ) : find.text.trim() ? (
          <Trans>Type a word of two letters or more.</Trans>
        ) : null}
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
      <span className="visually-hidden" aria-live="polite">
        {stepMessage}
      </span>
    </search>
  )
}
