import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useState } from 'react'
import { createKeyMatcher, isDialogOpen, mayBeShortcut, offered } from './keys'
import { activeShortcuts, useActiveShortcuts, useShortcuts } from './registry'
import { ShortcutsSheet } from './ShortcutsSheet'

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

/**
 * The one keyboard listener of the app (mounted once by the shell): it runs what the shell and
 * the pages declared (`useShortcuts`), and `?` opens the sheet that lists them.
 */
export function ShortcutsHost() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const shortcuts = useActiveShortcuts()
  useShortcuts([
    { keys: ['?'], label: t`Show the keyboard shortcuts`, run: () => setOpen(true), scope: 'app' },
  ])

  // Listening from the commit that draws the shell, as the shortcuts are declared (registry.ts).
  useLayoutEffect(() => {
    const matcher = createKeyMatcher()
    const onKeyDown = (event: KeyboardEvent) => {
      // Shift pressed on its way to `?` is not a key of its own.
      if (MODIFIERS.has(event.key)) return
      if (!mayBeShortcut(event, isDialogOpen())) {
        matcher.reset()
        return
      }
      const found = matcher.press(event.key, activeShortcuts().filter(offered), performance.now())
      if (!found) return
      event.preventDefault()
      if (found !== 'pending') found.run()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <ShortcutsSheet
      open={open}
      onClose={() => setOpen(false)}
      shortcuts={shortcuts.filter(offered)}
    />
  )
}
