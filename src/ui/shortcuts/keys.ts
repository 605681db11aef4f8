/**
 * The rules of single-key shortcuts, without React: when a key press may be one, and how key
 * sequences ("g" then "v") are matched. The one listener (ShortcutsHost) applies them.
 */

/** What a shortcut is: its keys as `KeyboardEvent.key` gives them, one after another. */
export interface Shortcut {
  /** One key (`j`, `?`, `[`) or a sequence of two (`g`, `v`). */
  keys: readonly string[]
  /** What it does, in the current language (the sheet lists it). */
  label: string
  run: () => void
  /** `app` for what works on every page (the shell's), `page` for what this page offers. */
  scope?: 'app' | 'page'
  /**
   * Offered only while this holds, read at the key press and when the sheet shows: for what
   * depends on the address, which changes before the page that reads it has rendered.
   */
  when?: () => boolean
}

/** Whether a shortcut is on offer now. */
export const offered = (shortcut: Shortcut): boolean => shortcut.when?.() ?? true

/** A sequence's second key must follow its first within this time. */
const SEQUENCE_TIMEOUT_MS = 1500

const TEXT_FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'

/** Typing there is text, never a shortcut (a combobox and a search box are inputs too). */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest(TEXT_FIELDS)) return true
  return target instanceof HTMLElement && target.isContentEditable
}

/**
 * Whether a key press may be a shortcut at all. Never with Ctrl, Cmd or Alt (the browser's and
 * the system's own keys), never while an input method composes text, never inside a text field,
 * never while a modal dialog is open (the dialog owns the keyboard), and never for a press a
 * component has already handled. Shift is allowed: `?` is Shift+/ on most layouts.
 */
export function mayBeShortcut(
  event: Pick<
    KeyboardEvent,
    'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing' | 'defaultPrevented' | 'target'
  >,
  dialogOpen: boolean,
): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false
  if (event.isComposing || event.key === 'Process' || event.key === 'Dead') return false
  // Printable keys only: Enter, Escape, arrows, Tab and F-keys keep their usual meaning.
  if ([...event.key].length !== 1 || event.key === ' ') return false
  return !dialogOpen && !isTextField(event.target)
}

/** Whether a modal dialog is open on the page (a native one, or one marked aria-modal). */
export function isDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector('dialog[open], [aria-modal="true"]:not(dialog)') !== null
}

/**
 * Matches key presses against the shortcuts, remembering the first key of a sequence for
 * SEQUENCE_TIMEOUT_MS. `press` answers the shortcut to run, `pending` when the key starts a
 * sequence (the press is taken, nothing runs yet), or undefined when the key means nothing.
 */
export function createKeyMatcher(timeoutMs = SEQUENCE_TIMEOUT_MS) {
  let first: { key: string; at: number } | undefined
  return {
    press(
      key: string,
      shortcuts: readonly Shortcut[],
      now: number,
    ): Shortcut | 'pending' | undefined {
      const started = first && now - first.at <= timeoutMs ? first.key : undefined
      first = undefined
      if (started !== undefined) {
        const done = latest(
          shortcuts,
          (s) => s.keys.length === 2 && s.keys[0] === started && s.keys[1] === key,
        )
        if (done) return done
        // Not a sequence: the key counts on its own below.
      }
      if (shortcuts.some((s) => s.keys.length === 2 && s.keys[0] === key)) {
        first = { key, at: now }
        return 'pending'
      }
      return latest(shortcuts, (s) => s.keys.length === 1 && s.keys[0] === key)
    },
    reset() {
      first = undefined
    },
  }
}

/** The last declared match wins: a page's own shortcut overrides the shell's for the same keys. */
function latest(shortcuts: readonly Shortcut[], match: (s: Shortcut) => boolean) {
  for (let i = shortcuts.length - 1; i >= 0; i--) if (match(shortcuts[i]!)) return shortcuts[i]
  return undefined
}
