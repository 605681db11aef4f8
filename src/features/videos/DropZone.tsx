import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { VIDEO_ACCEPT } from '../../config/limits'
import { Icon } from '../../ui/Icon'
import { isVideoFile } from './upload-rules'

interface DropZoneProps {
  onFile: (file: File) => void
  disabled?: boolean
}

/**
 * Drop a video here or choose one (docs/product.md §2). Keyboard users reach the same picker through the
 * button inside. Dropped files that are not mp4, m4v or mov are ignored (docs/product.md §5), with a note.
 */
export function DropZone({ onFile, disabled }: DropZoneProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [ignored, setIgnored] = useState(false)

  const take = (files: FileList | null | undefined) => {
    const video = [...(files ?? [])].find(isVideoFile)
    setIgnored(Boolean(files?.length) && !video)
    if (video) onFile(video)
  }

  return (
    // A drop target only: the keyboard path is the button inside.
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop has no keyboard equivalent to attach here
    <div
      className={over ? 'drop-zone over' : 'drop-zone'}
      aria-disabled={disabled}
      onDragEnter={(event) => {
        event.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        if (!disabled) take(event.dataTransfer.files)
      }}
    >
      <Icon name="upload" size={32} />
      <p>
        <Trans>Drag and drop a video here, or</Trans>
      </p>
      <button
        type="button"
        className="secondary"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Trans>Choose a video file</Trans>
      </button>
      <p className="field-hint">
        <Trans>MP4, M4V or MOV, up to 5 GB.</Trans>
      </p>
      <input
        ref={input}
        type="file"
        accept={VIDEO_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t`Video file`}
        data-testid="video-file-input"
        onChange={(event) => {
          take(event.target.files)
          event.target.value = ''
        }}
      />
      {ignored && (
        <p className="field-error" role="alert">
          <Trans>Only MP4, M4V and MOV files can be uploaded.</Trans>
        </p>
      )}
    </div>
  )
}
