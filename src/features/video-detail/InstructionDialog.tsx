import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { isApiError } from '../../api/errors'
import { INSTRUCTION_MAX } from '../../config/limits'
import { maxLength } from '../../lib/validators'
import { Dialog } from '../../ui/Dialog'
import { useForm } from '../../ui/form/useForm'
import { OfflineReason } from '../../ui/OfflineReason'
import { Spinner } from '../../ui/spinner'
import { useOnline } from '../../ui/useOnline'

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
  const online = useOnline()
  const form = useForm({ instruction: '' }, rules)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string[]>([])
  const length = [...form.values.instruction].length
  const error = form.errors.instruction
  const disabled = !online || submitting || form.isEmpty || form.hasErrors

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (disabled) return
    setSubmitting(true)
    setFailure([])
    try {
      await onSubmit(form.values.instruction.trim())
      form.reset()
      onClose()
    } catch (reason) {
      if (isApiError(reason) && reason.kind === 'session-ended') return
      if (isApiError(reason) && reason.kind === 'network') {
        setFailure([t`The request could not be sent. Check your connection and try again.`])
      } else if (isApiError(reason) && reason.kind === 'http' && reason.messages.length > 0) {
        setFailure(reason.messages)
      } else {
        setFailure([t`Something went wrong. Please try again!`])
      }
    } finally {
      setSubmitting(false)
    }
  }

  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].join(' ').trim()
  return (
    <Dialog open={open} title={title} onClose={onClose} className="instruction-dialog">
      <form onSubmit={submit} noValidate>
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
        {failure.length > 0 && (
          <div className="instruction-failure" role="alert">
            {failure.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <OfflineReason id={`${id}-offline`} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="primary"
            disabled={disabled}
            aria-describedby={online ? undefined : `${id}-offline`}
          >
            {submitting && <Spinner size="small" label={t`Sending…`} />}
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
