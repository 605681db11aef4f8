import { Trans } from '@lingui/react/macro'
import { lazy, useState } from 'react'
import type { Video } from '@/api/videos'
import { Icon } from '@/ui/Icon'
import { OnceOpened } from '@/ui/OnceOpened'
import type { SceneSpan } from './scene-spans'

// The writers (chapters, CSV, EDL) load with the first use, like the players.
const ExportScenesDialog = lazy(() =>
  import('./ExportScenesDialog').then((module) => ({ default: module.ExportScenesDialog })),
)

/** "Export scenes": opens the export dialog (docs/product.md, video detail). */
export function ExportScenes({ video, spans }: { video: Video; spans: readonly SceneSpan[] }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="small" onClick={() => setOpen(true)}>
        <Icon name="download" size={18} />
        <Trans>Export scenes</Trans>
      </button>
      <OnceOpened open={open}>
        <ExportScenesDialog
          open={open}
          video={video}
          spans={spans}
          onClose={() => setOpen(false)}
        />
      </OnceOpened>
    </>
  )
}
