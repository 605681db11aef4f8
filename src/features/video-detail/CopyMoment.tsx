import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { formatDuration } from '@/lib/dates'
import { Icon } from '@/ui/Icon'

interface CopyMomentProps {
  videoId: string
  /** The player's time now, in seconds. */
  now: () => number
}

/**
 * "Copy link to this moment": the detail page's address with `t=` the current second, which
 * opens the full video there. Said in a polite live region; where the clipboard refuses (an
 * old browser, a denied permission) the link shows, selected, to copy by hand.
 */
export function CopyMoment({ videoId, now }: CopyMomentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const id = useId()
  const [said, setSaid] = useState('')
  const [manual, setManual] = useState<string>()

  const copy = async () => {
    const seconds = Math.max(0, Math.floor(now()))
    const { href } = router.buildLocation({
      to: '/video-detail/$id',
      params: { id: videoId },
      search: { t: seconds },
    })
    const link = new URL(href, window.location.origin).href
    const moment = formatDuration(seconds)
    try {
      await navigator.clipboard.writeText(link)
      setManual(undefined)
      setSaid(t`Link to ${moment} copied.`)
    } catch {
      setManual(link)
      setSaid(t`The link to ${moment} could not be copied. Copy it from the box.`)
    }
  }

  return (
    <div className="copy-moment">
      <button type="button" onClick={() => void copy()}>
        <Icon name="external-link" size={18} />
        <Trans>Copy link to this moment</Trans>
      </button>
      <p className="copy-moment-said" role="status">
        {said}
      </p>
      {manual && (
        <>
          <label htmlFor={`${id}-link`} className="visually-hidden">
            <Trans>Link to this moment</Trans>
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={manual}
            onFocus={(event) => event.target.select()}
            // The user asked for this link just now: the box takes the focus, selected.
            autoFocus
          />
        </>
      )}
    </div>
  )
}
