/**
 * What a visitor typed into a pre-rendered form before the app ran (docs/decisions.md, "What is
 * typed before the app runs"). The take-over (app/prerendered-page.ts) notes the page's fields,
 * by name, before the app renders; the app's form (`useForm`) takes what they hold at its first
 * commit. A hydrated form still shows the very same fields; a form rendered afresh replaced them,
 * and the replaced ones, detached, still hold every key typed until that commit.
 */

interface Noted {
  fields: Map<string, HTMLInputElement | HTMLTextAreaElement>
  /** The name of the field last focused in the pre-rendered form. */
  focused: string | undefined
  root: HTMLElement
  stop: () => void
}

let noted: Noted | undefined

const fieldsIn = (root: HTMLElement) =>
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name]:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), textarea[name]',
  )

/** Notes the fields of the pre-rendered page in `root`, and which one has the focus, from now on. */
export function noteTypedBeforeApp(root: HTMLElement): void {
  noted?.stop()
  const fields = new Map([...fieldsIn(root)].map((field) => [field.name, field]))
  const nameOf = (target: EventTarget | null) =>
    [...fields].find(([, field]) => field === target)?.[0]
  const followFocus = (event: FocusEvent) => {
    const name = nameOf(event.target)
    if (name && noted) noted.focused = name
  }
  root.addEventListener('focusin', followFocus)
  noted = {
    fields,
    focused: nameOf(document.activeElement),
    root,
    stop: () => root.removeEventListener('focusin', followFocus),
  }
}

export interface Typed {
  /** Each named field's text, when the visitor typed one (it differs from the page's own). */
  values: Partial<Record<string, string>>
  /** The fields typed into and left: checked now as leaving them is. */
  left: string[]
}

/**
 * Takes what was typed into the fields of these names, once: the first form to ask gets it and
 * nothing is kept after. Where the app replaced the focused field, the focus goes to its new
 * one, so typing goes on where it was (unless the visitor has moved on already).
 */
export function takeTypedBeforeApp(names: readonly string[]): Typed | undefined {
  const taken = noted
  if (!taken) return undefined
  noted = undefined
  taken.stop()
  const values: Typed['values'] = {}
  for (const name of names) {
    const field = taken.fields.get(name)
    if (field && field.value !== field.defaultValue) values[name] = field.value
  }
  const active = document.activeElement
  const focusLost = active === null || active === document.body
  const replaced = taken.focused && taken.fields.get(taken.focused)?.isConnected === false
  if (focusLost && replaced && taken.focused && names.includes(taken.focused)) {
    const escaped = CSS.escape(taken.focused)
    taken.root.querySelector<HTMLElement>(`[name="${escaped}"]`)?.focus()
  }
  const left = Object.keys(values).filter((name) => name !== taken.focused)
  return { values, left }
}
