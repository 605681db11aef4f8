import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Icon } from '../../ui/Icon'
import { NoPeopleHint, PersonFields } from './PersonFields'
import { UploadTextField } from './UploadTextField'
import { stepOneBlocked, textError } from './upload-rules'
import {
  addPerson,
  cancelUpload,
  goToStep,
  isBusy,
  updateDraft,
  useUploadState,
} from './upload-store'

const REQUIRED = msg`This field is required`

/** Step 1 of the upload dialog: about the video, people, trailer (docs/product.md §2, §5). */
export function UploadDetailsStep() {
  const { t } = useLingui()
  const { draft, status } = useUploadState()
  const busy = isBusy(status)
  const peopleList = useRef<HTMLDivElement>(null)
  const blocked = stepOneBlocked(draft)

  const onAddPerson = () => {
    addPerson()
    // Move to the new person's name field.
    requestAnimationFrame(() => {
      const inputs =
        peopleList.current?.querySelectorAll<HTMLInputElement>('input:not([type=file])')
      inputs?.[inputs.length - 1]?.focus()
    })
  }

  return (
    <form
      className="upload-step"
      onSubmit={(event) => {
        event.preventDefault()
        if (!blocked) goToStep(2)
      }}
    >
      <UploadTextField
        label={t`About this video (optional)`}
        value={draft.aboutVideo}
        onChange={(aboutVideo) => updateDraft({ aboutVideo })}
        error={textError(draft.aboutVideo)}
        hint={t`For example, where and when it was filmed and what it is about.`}
        disabled={busy}
        autoFocus
      />

      <section className="upload-people" aria-labelledby="upload-people-title">
        <h3 id="upload-people-title" className="upload-section-title">
          <Trans>People in the video</Trans>
        </h3>
        {draft.people.length === 0 && <NoPeopleHint />}
        <div ref={peopleList} className="people-list">
          {draft.people.map((person, index) => (
            <PersonFields key={person.key} person={person} index={index} disabled={busy} />
          ))}
        </div>
        <button type="button" className="secondary small" disabled={busy} onClick={onAddPerson}>
          <Icon name="plus" size={16} />
          <Trans>Add More People</Trans>
        </button>
      </section>

      <div className="upload-trailer">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.makeTrailer}
            disabled={busy}
            onChange={(event) => updateDraft({ makeTrailer: event.target.checked })}
          />
          <Trans>Make a trailer</Trans>
        </label>
        {draft.makeTrailer && (
          <UploadTextField
            label={t`Trailer instruction`}
            value={draft.trailerInstruction}
            onChange={(trailerInstruction) => updateDraft({ trailerInstruction })}
            error={
              draft.trailerInstruction.trim() === ''
                ? REQUIRED
                : textError(draft.trailerInstruction)
            }
            hint={t`What the trailer should focus on.`}
            disabled={busy}
          />
        )}
      </div>

      <div className="dialog-actions">
        <button type="button" className="secondary" disabled={busy} onClick={cancelUpload}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="primary" disabled={blocked}>
          <Trans>Next</Trans>
        </button>
      </div>
    </form>
  )
}
