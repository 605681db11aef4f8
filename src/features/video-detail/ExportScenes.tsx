import { Trans } from '@lingui/react/macro'
import { lazy, useState } from 'react'
import type { Video } from '@/api/videos'
import { Icon } from '@/ui/Icon'
import { OnceOpened } from '@/ui/OnceOpened'
import { useWhenIdle } from '@/ui/use-when-idle'
import type { SceneSpan } from './scene-spans'

// The writers (chapters, CSV, EDL) load before the first use, in an idle moment or when the
// button is pointed at or focused: a tap then finds the dialog's code and its stylesheet in
// the page, and its frame holds no module to fetch and no style sheet to insert (the bench's
// "opening the export dialog"; docs/architecture.md, "The detail page's first load").
let dialogCode: Promise<typeof import('./ExportScenesDialog')> | undefined
const loadDialog = () => {
  dialogCode ??= import('./ExportScenesDialog')
  return dialogCode
}
const ExportScenesDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ExportScenesDialog })),
)
const loadAhead = () => void loadDialog().catch(() => undefined)

/** "Export scenes": opens the export dialog (docs/product.md, video detail). */
export function ExportScenes({ video, spans }: { video: Video; spans: readonly SceneSpan[] }) {
  const [open, setOpen] = useState(false)
  useWhenIdle(loadAhead)
  return (
    <>
      <button
        type="button"
        className="small"
        onPointerEnter={loadAhead}
        onFocus={loadAhead}
        onClick={() => setOpen(true)}
      >
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
