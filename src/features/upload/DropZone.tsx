import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { VIDEO_ACCEPT } from '@/config/limits'
import { Icon } from '@/ui/Icon'

interface DropZoneProps {
  onFiles: (files: File[]) => void
}

/**
 * Drop videos here or choose them (docs/product.md §2); several at once make a queue. Keyboard
 * users reach the same picker through the button inside. Every file is handed on: one the
 * rules refuse is listed with its reason and never sent (docs/product.md §5).
 */
export function DropZone({ onFiles }: DropZoneProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)

  const take = (files: FileList | null | undefined) => {
    if (files?.length) onFiles([...files])
  }

  return (
    // A drop target only: the keyboard path is the button inside.
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop has no keyboard equivalent to attach here
    <div
      className={over ? 'drop-zone over' : 'drop-zone'}
      onDragEnter={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        take(event.dataTransfer.files)
      }}
    >
      <Icon name="upload" size={32} />
      <p>
        <Trans>Drag and drop videos here, or</Trans>
      </p>
      <button type="button" className="secondary" onClick={() => input.current?.click()}>
        <Trans>Choose video files</Trans>
      </button>
      <p className="field-hint">
        <Trans>MP4, M4V or MOV, up to 5 GB each. Each video gets the details of step 1.</Trans>
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={VIDEO_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t`Video files`}
        data-testid="video-file-input"
        onChange={(event) => {
          take(event.target.files)
          event.target.value = ''
        }}
      />
    </div>
  )
}
