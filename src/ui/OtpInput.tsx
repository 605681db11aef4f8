import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react'

/** Digits of an empty code of `length` boxes. */
export const emptyCode = (length: number): string[] => Array.from({ length }, () => '')

/**
 * docs/product.md §5 paste rule: the first `length` characters (spaces ignored) are taken only when they
 * are all digits. A full code fills from the first box; a shorter run fills from `from`.
 * Returns the new digits and the box to focus, or undefined when the text is not a code.
 */
export function pasteIntoCode(
  digits: readonly string[],
  text: string,
  from: number,
): { digits: string[]; focus: number } | undefined {
  const length = digits.length
  const taken = text.replace(/\s+/g, '').slice(0, length)
  if (taken === '' || !/^\d+$/.test(taken)) return undefined
  const start = taken.length === length ? 0 : Math.min(from, length - 1)
  const next = [...digits]
  let index = start
  for (const digit of taken) {
    if (index >= length) break
    next[index++] = digit
  }
  return { digits: next, focus: Math.min(index, length - 1) }
}

interface OtpInputProps {
  /** One entry per box: a digit or ''. Its length is the code length. */
  value: readonly string[]
  onChange: (digits: string[]) => void
  /** Accessible name of each box, e.g. "Digit 1 of 6" (callers translate it). */
  digitLabel: (position: number, total: number) => string
  /** Id of the visible label of the whole code. */
  labelledBy?: string
  describedBy?: string
  invalid?: boolean
  disabled?: boolean
  autoFocus?: boolean
}

/**
 * A one-time code, one digit per box (docs/product.md §2): typing advances, Backspace moves back, arrow
 * keys and Home/End move between boxes, and pasting a code fills every box.
 */
export function OtpInput({
  value,
  onChange,
  digitLabel,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  autoFocus = false,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const length = value.length
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))]
    box?.focus()
    box?.select()
  }
  const setDigit = (index: number, digit: string) => {
    const next = [...value]
    next[index] = digit
    onChange(next)
  }
  const paste = (text: string, from: number) => {
    const result = pasteIntoCode(value, text, from)
    if (!result) return false
    onChange(result.digits)
    focusBox(result.focus)
    return true
  }

  const handleInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '')
    if (raw === '') return setDigit(index, '')
    if (typed === '') return // a letter: the box keeps its digit
    // Several digits at once come from autofill ("one-time-code") or an IME: treat as a paste.
    if (typed.length > 2 || (typed.length === 2 && value[index] === '')) {
      paste(typed, index)
      return
    }
    // One new digit, possibly beside the one already in the box: keep only the new one.
    const digit =
      typed.length === 2 ? typed.charAt(typed.charAt(0) === value[index] ? 1 : 0) : typed
    setDigit(index, digit)
    if (index < length - 1) focusBox(index + 1)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault()
        if (value[index] !== '') setDigit(index, '')
        else if (index > 0) {
          setDigit(index - 1, '')
          focusBox(index - 1)
        }
        break
      case 'Delete':
        event.preventDefault()
        setDigit(index, '')
        break
      case 'ArrowLeft':
        event.preventDefault()
        focusBox(index - 1)
        break
      case 'ArrowRight':
        event.preventDefault()
        focusBox(index + 1)
        break
      case 'Home':
        event.preventDefault()
        focusBox(0)
        break
      case 'End':
        event.preventDefault()
        focusBox(length - 1)
        break
    }
  }

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    paste(event.clipboardData.getData('text'), index)
  }

  return (
    <fieldset className="otp-input" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {value.map((digit, index) => (
        <input
          // The boxes never reorder: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, length)}
          aria-invalid={invalid}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  )
}
