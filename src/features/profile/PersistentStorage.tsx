import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { OfflineCopy, PersistAnswer, Persistence } from '@/offline/device-report'
import { Icon } from '@/ui/Icon'

/** Whether the browser keeps the saved copy under pressure, and a button to ask it to. */
export function PersistentStorage({
  initial,
  copy,
}: {
  initial: Persistence
  copy: Pick<OfflineCopy, 'askToPersist'>
}) {
  const [persistence, setPersistence] = useState(initial)
  const [answer, setAnswer] = useState<PersistAnswer>()
  const [asking, setAsking] = useState(false)
  const ask = async () => {
    setAsking(true)
    const next = await copy.askToPersist()
    setAsking(false)
    setAnswer(next)
    if (next === 'granted') setPersistence('persistent')
  }
  return (
    <>
      <h3>
        <Trans>Keeping the copy</Trans>
      </h3>
      <p>
        {persistence === 'persistent' && (
          <Trans>
            Storage is persistent: the browser keeps the saved copy until you remove it or log out.
          </Trans>
        )}
        {persistence === 'best-effort' && (
          <Trans>
            Storage is not persistent: the browser may remove the saved copy when the device runs
            low on space, or after the app has not been used for a while.
          </Trans>
        )}
        {persistence === 'unknown' && (
          <Trans>This browser does not say whether it keeps the saved copy.</Trans>
        )}
      </p>
      {persistence !== 'persistent' && (
        <div className="form-actions">
          <button type="button" className="secondary" disabled={asking} onClick={ask}>
            <Icon name="shield" />
            <Trans>Ask the browser to keep it</Trans>
          </button>
        </div>
      )}
      <p role="status" className="saved-copy-answer">
        {answer === 'granted' && <Trans>The browser will keep the saved copy.</Trans>}
        {answer === 'refused' && (
          <Trans>
            The browser said no. Browsers decide this themselves, often once the app is installed or
            used regularly; the saved copy works until the browser needs the space.
          </Trans>
        )}
        {answer === 'unsupported' && (
          <Trans>This browser cannot be asked to keep the saved copy.</Trans>
        )}
      </p>
    </>
  )
}
