import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Video } from '@/api/videos'
import { FRAME_RATE_DEFAULT, FRAME_RATES, type FrameRate } from '@/lib/timecode'
import { Dialog } from '@/ui/Dialog'
import { downloadText } from '@/ui/download'
import { SelectField } from '@/ui/form/SelectField'
import { Icon } from '@/ui/Icon'
import { EXPORT_FORMATS, type ExportFormat, sceneExport, untimedCount } from './scene-exports'
import './moment-dialogs.css'
import type { SceneSpan } from './scene-spans'

interface ExportScenesDialogProps {
  open: boolean
  video: Video
  spans: readonly SceneSpan[]
  onClose: () => void
}

/**
 * The scenes out to an editor: WebVTT chapters, a CSV or a CMX 3600 EDL at a chosen frame rate,
 * saved as a file named after the video. Made on the device: it works offline. Says which
 * scenes a format leaves out (those whose times do not read) and says when the file is saved.
 */
export function ExportScenesDialog({ open, video, spans, onClose }: ExportScenesDialogProps) {
  const { t } = useLingui()
  const id = useId()
  const [format, setFormat] = useState<ExportFormat>('vtt')
  const [rate, setRate] = useState<FrameRate>(FRAME_RATE_DEFAULT)
  const [saved, setSaved] = useState('')
  const untimed = untimedCount(spans)
  const labels: Record<ExportFormat, { name: string; hint: string }> = {
    vtt: { name: t`Chapters (WebVTT)`, hint: t`For players and video platforms.` },
    csv: { name: t`Spreadsheet (CSV)`, hint: t`Every scene with its times and description.` },
    edl: { name: t`Edit decision list (CMX 3600 EDL)`, hint: t`For editing software.` },
  }
  const rates: Record<FrameRate, string> = {
    '24': t`24 fps`,
    '25': t`25 fps`,
    '29.97df': t`29.97 fps drop-frame`,
    '30': t`30 fps`,
  }
  const save = () => {
    const file = sceneExport(video, spans, format, {
      rate,
      untitled: (number) => t`Scene ${number}`,
    })
    downloadText(file.name, file.text, file.type)
    const name = file.name
    setSaved(t`Saved ${name}.`)
  }
  return (
    <Dialog
      open={open}
      title={t`Export scenes`}
      onClose={onClose}
      className="export-dialog"
      actions={
        <>
          <button type="button" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <button type="button" className="primary" onClick={save}>
            <Icon name="download" size={18} />
            <Trans>Download</Trans>
          </button>
        </>
      }
    >
      <fieldset className="export-formats">
        <legend>
          <Trans>Format</Trans>
        </legend>
        {EXPORT_FORMATS.map((value) => (
          <label key={value} className="export-format">
            <input
              type="radio"
              name={`${id}-format`}
              value={value}
              checked={format === value}
              onChange={() => {
                setFormat(value)
                setSaved('')
              }}
            />
            <span>
              <strong>{labels[value].name}</strong>
              <span className="muted">{labels[value].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {format === 'edl' && (
        <SelectField
          className="export-rate"
          label={<Trans>Frame rate</Trans>}
          choices={FRAME_RATES}
          labels={rates}
          value={rate}
          onChange={(event) => setRate(event.target.value as FrameRate)}
        />
      )}
      {untimed > 0 && format !== 'csv' && (
        <p className="export-note">
          <Icon name="alert-triangle" size={18} />
          <Plural
            value={untimed}
            one="# scene has no times that can be read and is left out of this file."
            other="# scenes have no times that can be read and are left out of this file."
          />
        </p>
      )}
      <p className="export-saved" role="status">
        {saved}
      </p>
    </Dialog>
  )
}
