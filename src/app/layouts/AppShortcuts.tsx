import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useShortcuts } from '@/ui/shortcuts/registry'
import { ShortcutsHost } from '@/ui/shortcuts/ShortcutsHost'

/**
 * The keyboard of every signed-in page (docs/product.md §2 "Keyboard shortcuts"): the one listener and its sheet, and the
 * shell's own ways to move between the main screens. Pages add theirs with `useShortcuts`.
 */
export function AppShortcuts() {
  const { t } = useLingui()
  const navigate = useNavigate()
  useShortcuts([
    {
      keys: ['g', 'v'],
      label: t`Go to Videos`,
      scope: 'app',
      run: () => void navigate({ to: '/video' }),
    },
    {
      keys: ['g', 's'],
      label: t`Go to Advanced Search`,
      scope: 'app',
      run: () => void navigate({ to: '/advanced-search/{-$videoId}', params: {} }),
    },
  ])
  return <ShortcutsHost />
}
