import { Trans } from '@lingui/react/macro'
import { useLayoutEffect, useState } from 'react'
import { Icon } from '@/ui/Icon'
import { showOfflineNotice, useNeedsServer } from '@/ui/use-needs-server'
import { isVideoFile } from './video-files'
import './upload.css'

const carriesFiles = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files')

/** The upload dialog (a modal) has its own drop zone; drags over it are left to it. */
const overDialog = (event: DragEvent) =>
  event.target instanceof Element && event.target.closest('dialog') !== null

/**
 * Files dragged anywhere over the Videos page show a drop overlay; dropping videos opens the
 * upload dialog with them chosen for step 2 (`onFiles`), and a drop without a single video
 * says why instead; offline it takes no drop and shows the offline notice again. It also keeps the browser from opening a
 * dropped file in place of the app. The Videos page's route hands it to the page.
 */
export function PageDropTarget({ onFiles }: { onFiles: (files: File[]) => void }) {
  const disabled = useNeedsServer().unavailable
  const [over, setOver] = useState(false)
  const [refused, setRefused] = useState(false)

  // Listening from the commit that draws the page (a layout effect; a transition runs passive
  // ones after input the browser already has): a file dropped as the page shows is not opened
  // by the browser in place of the app.
  useLayoutEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them.
    let depth = 0
    const ours = (event: DragEvent) => carriesFiles(event) && !overDialog(event)
    const onEnter = (event: DragEvent) => {
      if (!ours(event)) return
      depth += 1
      setOver(true)
      setRefused(false)
    }
    const onLeave = (event: DragEvent) => {
      if (!ours(event)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setOver(false)
    }
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return
      event.preventDefault()
      if (event.dataTransfer)
        event.dataTransfer.dropEffect = ours(event) && !disabled ? 'copy' : 'none'
    }
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return
      event.preventDefault()
      depth = 0
      setOver(false)
      if (!ours(event)) return
      // Offline a drop says why, as a press on an unavailable control does.
      if (disabled) return showOfflineNotice()
      const files = [...(event.dataTransfer?.files ?? [])]
      if (files.some(isVideoFile)) onFiles(files)
      else setRefused(files.length > 0)
    }
    window.addEventListener('dragenter', onEnter)
    window.addEventListener('dragleave', onLeave)
    window.addEventListener('dragover', onOver)
    window.addEventListener('drop', onDrop)
    return () => {
      window.removeEventListener('dragenter', onEnter)
      window.removeEventListener('dragleave', onLeave)
      window.removeEventListener('dragover', onOver)
      window.removeEventListener('drop', onDrop)
    }
  }, [onFiles, disabled])

  return (
    <>
      {over && !disabled && (
        <div className="page-drop-overlay">
          <Icon name="upload" size={48} />
          <p>
            <Trans>Drop videos to upload them</Trans>
          </p>
        </div>
      )}
      {refused && (
        <p className="field-error page-drop-refused" role="alert">
          <Trans>Only MP4, M4V and MOV files can be uploaded.</Trans>
        </p>
      )}
    </>
  )
}
