import { useLingui } from '@lingui/react/macro'
import { Dialog } from './Dialog'
import { Icon, type IconName } from './Icon'
import { closeModal, type ModalType, useCurrentModal } from './modal-store'

const ICONS: Record<ModalType, IconName> = {
  success: 'check-circle',
  error: 'alert-circle',
  warning: 'alert-triangle',
  email: 'mail',
  ask: 'download',
}

/** Renders the generic popup (docs/product.md §2) requested through showModal(). */
export function ModalHost() {
  const { t } = useLingui()
  const modal = useCurrentModal()
  if (!modal) return null
  const defaultTitles: Record<ModalType, string> = {
    success: t`Success`,
    error: t`Error`,
    warning: t`Are you sure?`,
    email: t`Check your e-mail`,
    ask: t`Are you sure?`,
  }
  const lines = typeof modal.message === 'string' ? [modal.message] : modal.message
  const isWarning = modal.type === 'warning'
  const asks = isWarning || modal.type === 'ask'
  const answer = (confirmed: boolean) => closeModal(modal.id, confirmed)
  return (
    <Dialog
      key={modal.id}
      open
      role={modal.type === 'success' || modal.type === 'email' ? 'dialog' : 'alertdialog'}
      size="small"
      className={`modal modal-${modal.type}`}
      title={
        <>
          <Icon name={ICONS[modal.type]} className={`modal-icon modal-icon-${modal.type}`} />
          <span>{modal.title ?? defaultTitles[modal.type]}</span>
        </>
      }
      onClose={() => answer(false)}
      actions={
        <>
          {/* A warning asks first: focus starts on Cancel, so Enter never deletes by accident. */}
          {asks && (
            <button
              type="button"
              className="secondary"
              autoFocus={isWarning}
              onClick={() => answer(false)}
            >
              {modal.cancelLabel ?? t`Cancel`}
            </button>
          )}
          <button
            type="button"
            className={isWarning ? 'danger' : 'primary'}
            autoFocus={!isWarning}
            onClick={() => answer(true)}
          >
            {modal.confirmLabel ?? (isWarning ? t`Delete` : t`OK`)}
          </button>
        </>
      }
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Dialog>
  )
}
