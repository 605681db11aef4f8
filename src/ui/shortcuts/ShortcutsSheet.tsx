import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '@/ui/Dialog'
import type { Shortcut } from './keys'
import './shortcuts.css'

/** The keys of one shortcut: `j`, or `g` then `v`. */
function Keys({ keys: [first, second] }: { keys: readonly string[] }) {
  return (
    <span className="shortcut-keys">
      <kbd>{first}</kbd>
      {second !== undefined && (
        <>
          <span className="shortcut-then">
            <Trans>then</Trans>
          </span>
          <kbd>{second}</kbd>
        </>
      )}
    </span>
  )
}

function Group({ title, shortcuts }: { title: string; shortcuts: readonly Shortcut[] }) {
  if (shortcuts.length === 0) return null
  return (
    <section className="shortcut-group">
      <h3>{title}</h3>
      <dl>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.keys.join(' ')} className="shortcut-row">
            <dt>
              <Keys keys={shortcut.keys} />
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** One entry per key sequence: a page's declaration hides the shell's for the same keys. */
function distinct(shortcuts: readonly Shortcut[]): Shortcut[] {
  const byKeys = new Map<string, Shortcut>()
  for (const shortcut of shortcuts) {
    const keys = shortcut.keys.join(' ')
    byKeys.delete(keys)
    byKeys.set(keys, shortcut)
  }
  return [...byKeys.values()]
}

/** `?`: what the keyboard does on this page and everywhere, in the current language. */
export function ShortcutsSheet({
  open,
  onClose,
  shortcuts,
}: {
  open: boolean
  onClose: () => void
  shortcuts: readonly Shortcut[]
}) {
  const { t } = useLingui()
  const shown = distinct(shortcuts)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Keyboard shortcuts`}
      className="shortcuts-sheet"
      actions={
        <button type="button" className="primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <Group
        title={t`On this page`}
        shortcuts={shown.filter((shortcut) => shortcut.scope !== 'app')}
      />
      <Group
        title={t`Everywhere`}
        shortcuts={shown.filter((shortcut) => shortcut.scope === 'app')}
      />
      <p className="muted shortcut-note">
        <Trans>
          Shortcuts do nothing while you type in a field or while a dialog is open, and never with
          Ctrl, Cmd or Alt.
        </Trans>
      </p>
    </Dialog>
  )
}
