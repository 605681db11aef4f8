import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Icon } from '@/ui/Icon'
import { NoPeopleHint, PersonFields } from './PersonFields'
import { UploadTextField } from './UploadTextField'
import { stepOneBlocked, textError } from './upload-rules'
import {
  addPerson,
  cancelUpload,
  goToStep,
  isQueueBusy,
  showStepOneProblems,
  updateDraft,
  useUploadState,
} from './upload-store'

const REQUIRED = msg`This field is required`

/** Step 1 of the upload dialog: about the video, people, trailer (docs/product.md §2, §5). */
export function UploadDetailsStep() {
  const { t } = useLingui()
  const upload = useUploadState()
  const { draft, checked } = upload
  const busy = isQueueBusy(upload)
  const peopleList = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
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
      ref={form}
      className="upload-step"
      onSubmit={(event) => {
        event.preventDefault()
        if (!blocked) {
          goToStep(2)
          return
        }
        // Next stays disabled (docs/product.md §5), but pressing it says what is missing.
        showStepOneProblems()
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus(),
        )
      }}
    >
      <UploadTextField
        label={t`About this video (optional)`}
        value={draft.aboutVideo}
        onChange={(aboutVideo) => updateDraft({ aboutVideo })}
        error={textError(draft.aboutVideo)}
        hint={t`For example, where and when it was filmed and what it is about.`}
        disabled={busy}
        revealError={checked}
        autoFocus
      />

      <section className="upload-people" aria-labelledby="upload-people-title">
        <h3 id="upload-people-title" className="upload-section-title">
          <Trans>People in the video</Trans>
        </h3>
        {draft.people.length === 0 && <NoPeopleHint />}
        <div ref={peopleList} className="people-list">
          {draft.people.map((person, index) => (
            <PersonFields
              key={person.key}
              person={person}
              index={index}
              disabled={busy}
              revealError={checked}
            />
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
            revealError={checked}
          />
        )}
      </div>

      <div className="dialog-actions">
        <button type="button" className="secondary" disabled={busy} onClick={cancelUpload}>
          <Trans>Cancel</Trans>
        </button>
        {/* aria-disabled, not disabled: still pressable, to show what is missing. */}
        <button type="submit" className="primary" aria-disabled={blocked}>
          <Trans>Next</Trans>
        </button>
      </div>
    </form>
  )
}
