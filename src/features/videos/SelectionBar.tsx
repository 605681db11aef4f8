import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatBytes } from '@/offline/device-report'
import { Icon } from '@/ui/Icon'
import { ServerButton } from '@/ui/ServerButton'
import type { Chosen } from './use-video-selection'

/**
 * The Select mode's bar (docs/product.md §2 VideoList, "Select"): a labelled region that says,
 * politely, how many videos are chosen and the size they take, with Keep and Done.
 */
export function SelectionBar({
  chosen,
  onKeep,
  onDone,
}: {
  chosen: ReadonlyMap<string, Chosen>
  onKeep: () => void
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const choices = [...chosen.values()]
  const count = choices.length
  const reading = choices.some((choice) => choice.step === 'measuring')
  const unreadable = choices.filter((choice) => choice.step === 'failed')
  const total = choices.reduce(
    (sum, choice) => sum + (choice.step === 'ready' ? choice.plan.total : 0),
    0,
  )
  const keepable = count - unreadable.length
  const size = formatBytes(total, i18n.locale)
  const selected = plural(count, { one: '# video selected', other: '# videos selected' })
  const words =
    count === 0
      ? t`No video selected. Choose the videos to keep for offline.`
      : reading
        ? t`${selected}; reading their size…`
        : t`${selected}: ${size} on this device.`
  const left = unreadable.map((choice) => choice.title).join(', ')
  return (
    <section className="video-selection-bar" aria-label={t`Selected videos`}>
      <p role="status">
        {words}
        {unreadable.length > 0 && !reading && (
          <> {t`The size of ${left} could not be read, so it is left out.`}</>
        )}
      </p>
      <ServerButton className="primary" disabled={reading || keepable === 0} onClick={onKeep}>
        <Icon name="download" size={18} />
        {reading || keepable === 0 ? <Trans>Keep</Trans> : <Trans>Keep {size}</Trans>}
      </ServerButton>
      <button type="button" className="secondary" onClick={onDone}>
        <Trans>Done</Trans>
      </button>
    </section>
  )
}
