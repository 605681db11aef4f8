import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { failureLines } from '@/api/failure-lines'
import { INSTRUCTION_MAX } from '@/config/limits'
import { maxLength } from '@/lib/validators'
import { Dialog } from '@/ui/Dialog'
import { SubmitButton } from '@/ui/form/SubmitButton'
import { useForm } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'

interface InstructionDialogProps {
  open: boolean
  title: string
  label: string
  hint: string
  submitLabel: string
  onClose: () => void
  /** Sends the instruction; a rejection keeps the dialog and the text. */
  onSubmit: (instruction: string) => Promise<void>
}

const rules = { instruction: [maxLength(INSTRUCTION_MAX)] }

/**
 * Make Trailer / Make Report (docs/product.md §2): one instruction of at most 500 characters; submit is
 * disabled while it is empty. The draft survives closing and a failed request.
 */
export function InstructionDialog(props: InstructionDialogProps) {
  const { open, title, label, hint, submitLabel, onClose, onSubmit } = props
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const id = useId()
  const form = useForm({ instruction: '' }, rules)
  const [failure, setFailure] = useState<readonly string[]>()
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    spinner: 'button',
    send: () => onSubmit(form.values.instruction.trim()),
    failure: (error) =>
      failureLines(error, {
        network: t`The request could not be sent. Check your connection and try again.`,
      }),
    report: setFailure,
    done: () => {
      form.reset()
      onClose()
    },
  })
  const length = [...form.values.instruction].length
  const error = form.errors.instruction

  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].join(' ').trim()
  return (
    <Dialog open={open} title={title} onClose={onClose} className="instruction-dialog" needsServer>
      <form onSubmit={submitter.submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-text`}>{label}</label>
          <textarea
            id={`${id}-text`}
            rows={6}
            aria-describedby={describedBy}
            {...form.bind('instruction')}
          />
          <div className="instruction-meta">
            <p id={`${id}-hint`} className="field-hint">
              {hint}
            </p>
            <p
              id={`${id}-count`}
              className={length > INSTRUCTION_MAX ? 'field-error' : 'field-hint'}
            >
              {t`${length} / ${INSTRUCTION_MAX}`}
            </p>
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {i18n._(error)}
            </p>
          )}
        </div>
        {failure && failure.length > 0 && (
          <div className="instruction-failure" role="alert">
            {failure.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <SubmitButton submitter={submitter}>{submitLabel}</SubmitButton>
        </div>
      </form>
    </Dialog>
  )
}
