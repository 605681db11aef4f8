import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { useForm } from '@/ui/form/use-form'
import { Icon } from '@/ui/Icon'
import { NoPeopleHint, PersonFields } from './PersonFields'
import { UploadTextField } from './UploadTextField'
import { isQueueBusy } from './upload-machine'
import { hasImageProblem, personField, stepOneFields } from './upload-rules'
import { useUploadState, useUploadStore } from './use-upload-store'

/**
 * Step 1 of the upload dialog: about the video, people, trailer (docs/product.md §2, §5). Its
 * fields are a form (`useForm`: each rule shows once its field is left, all of them when Next
 * is pressed); what is typed goes to the store's draft too, which outlives the dialog.
 */
export function UploadDetailsStep() {
  const { t } = useLingui()
  const store = useUploadStore()
  const upload = useUploadState()
  const { draft } = upload
  const busy = isQueueBusy(upload)
  const fields = stepOneFields(draft)
  // The draft is the form's start each time the dialog shows step 1.
  const form = useForm(fields.values, fields.rules)
  const peopleList = useRef<HTMLDivElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const blocked = form.hasErrors || hasImageProblem(draft.people)

  const text = (name: 'aboutVideo' | 'trailerInstruction') => {
    const { value, onBlur } = form.bind(name)
    return {
      value,
      onBlur,
      error: form.errors[name],
      onChange: (next: string) => {
        form.setValue(name, next)
        store.updateDraft({ [name]: next })
      },
    }
  }

  const onAddPerson = () => {
    const key = store.addPerson()
    if (key === undefined) return
    form.setValue(personField(key), '')
    // Move to the new person's name field.
    requestAnimationFrame(() => {
      const inputs =
        peopleList.current?.querySelectorAll<HTMLInputElement>('input:not([type=file])')
      inputs?.[inputs.length - 1]?.focus()
    })
  }

  return (
    <form
      ref={formElement}
      className="upload-step"
      onSubmit={(event) => {
        event.preventDefault()
        if (!blocked) {
          store.goToStep(2)
          return
        }
        // Next stays disabled (docs/product.md §5), but pressing it says what is missing.
        form.touchAll()
        requestAnimationFrame(() =>
          formElement.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus(),
        )
      }}
    >
      <UploadTextField
        label={t`About this video (optional)`}
        {...text('aboutVideo')}
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
          {draft.people.map((person, index) => {
            const field = personField(person.key)
            return (
              <PersonFields
                key={person.key}
                person={person}
                index={index}
                disabled={busy}
                error={form.errors[field]}
                onNameChange={(name) => {
                  form.setValue(field, name)
                  store.updatePerson(person.key, { name })
                }}
                onLeave={form.bind(field).onBlur}
              />
            )
          })}
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
            onChange={(event) => store.updateDraft({ makeTrailer: event.target.checked })}
          />
          <Trans>Make a trailer</Trans>
        </label>
        {draft.makeTrailer && (
          <UploadTextField
            label={t`Trailer instruction`}
            {...text('trailerInstruction')}
            hint={t`What the trailer should focus on.`}
            disabled={busy}
          />
        )}
      </div>

      <div className="dialog-actions">
        <button type="button" className="secondary" disabled={busy} onClick={store.cancel}>
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
