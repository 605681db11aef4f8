import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useState,
} from 'react'

export interface ComboboxOption {
  /** Unique among the options; also what is chosen. */
  value: string
  label: ReactNode
  /** A quiet note after the label (how many videos carry a tag). */
  detail?: ReactNode
}

interface ComboboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onSelect'> {
  value: string
  onChange: (value: string) => void
  /** Suggestions for what is typed; the list shows while there are any and the user types. */
  options: readonly ComboboxOption[]
  /** An option is chosen (Enter on the highlighted one, or a click). */
  onChoose: (option: ComboboxOption) => void
  /** The list's accessible name. */
  listLabel: string
  /** Said politely to screen readers while the list shows ("8 tags suggested"). */
  status?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA 1.2, "list autocomplete"): the
 * focus stays in the box, `aria-activedescendant` marks the highlighted option. Typing shows
 * the list; Down and Up move through it (from the box: the first or the last) and open it;
 * Enter chooses the highlighted option, or does what Enter does in the box (its form submits)
 * when none is; Escape closes the list; Alt+Down opens it without moving; a click on an option
 * chooses it. Its styles are in styles/global.css (`.combobox-*`).
 */
export function Combobox({
  value,
  onChange,
  options,
  onChoose,
  listLabel,
  status,
  inputRef,
  id,
  onKeyDown,
  onBlur,
  onFocus,
  ...inputProps
}: ComboboxProps) {
  const ownId = useId()
  const inputId = id ?? `${ownId}-input`
  const listId = `${ownId}-list`
  const optionId = (index: number) => `${ownId}-option-${index}`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const expanded = open && options.length > 0
  const highlighted = expanded && active >= 0 && active < options.length ? active : -1

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (option: ComboboxOption) => {
    close()
    onChoose(option)
  }

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1
    switch (event.key) {
      case 'ArrowDown':
        if (options.length === 0) return
        event.preventDefault()
        setOpen(true)
        if (event.altKey) return
        setActive(!expanded || highlighted === last ? 0 : highlighted + 1)
        return
      case 'ArrowUp':
        if (options.length === 0) return
        event.preventDefault()
        setOpen(true)
        setActive(!expanded || highlighted <= 0 ? last : highlighted - 1)
        return
      case 'Enter':
        if (highlighted < 0) {
          close() // and the box's own Enter goes on (its form submits)
          return
        }
        event.preventDefault()
        choose(options[highlighted]!)
        return
      case 'Escape':
        if (!expanded) return
        event.preventDefault()
        close()
        return
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the box; the highlight goes back to the box.
        setActive(-1)
        return
    }
  }

  return (
    <>
      <input
        {...inputProps}
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          // Typing shows suggestions; an emptied box shows none until Down asks for them.
          setOpen(event.target.value.trim() !== '')
          setActive(-1)
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (!event.defaultPrevented) handleKey(event)
        }}
        onFocus={onFocus}
        onBlur={(event) => {
          close()
          onBlur?.(event)
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="combobox-list"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // The keyboard path is the box's (aria-activedescendant); a click chooses.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            // Never focused itself (the box keeps the focus); -1 keeps it out of the tab order.
            tabIndex={-1}
            aria-selected={index === highlighted}
            className={index === highlighted ? 'combobox-option active' : 'combobox-option'}
            // Keeps the focus (and the list) in the box until the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(option)}
          >
            <span className="combobox-label">{option.label}</span>
            {option.detail !== undefined && (
              <span className="combobox-detail">{option.detail}</span>
            )}
          </div>
        ))}
      </div>
      <span className="visually-hidden" role="status">
        {expanded ? status : ''}
      </span>
    </>
  )
}
