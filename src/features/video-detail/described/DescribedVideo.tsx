import { Trans, useLingui } from '@lingui/react/macro'
import { languageName } from '@/lib/language-names'
import { setDescribed } from './described-choice'

interface DescribedVideoProps {
  on: boolean
  /** The descriptions' language ("en", "ja"). */
  lang: string
  /** The browser has a voice for it. */
  voice: boolean
  /** The description of the scene playing, while on. */
  said: string
}

/**
 * The player's "Described video" switch (D), what it says where the browser has no voice for
 * the descriptions' language, and the description of the scene playing: shown under the video
 * and in a polite live region, so a screen reader says it whether or not a voice does.
 */
export function DescribedVideo({ on, lang, voice, said }: DescribedVideoProps) {
  const { t, i18n } = useLingui()
  const language = languageName(lang, i18n.locale, lang)
  return (
    <div className="described-video">
      <button
        type="button"
        className="described-toggle"
        aria-pressed={on}
        aria-keyshortcuts="d"
        title={t`Described video (D)`}
        onClick={() => setDescribed(!on)}
      >
        <Trans>Described video</Trans>
      </button>
      {on && !voice && (
        <p className="described-no-voice">
          <Trans>
            This browser has no voice for {language}: the descriptions are shown here and given to
            screen readers, but not spoken.
          </Trans>
        </p>
      )}
      <p className="described-now" aria-live="polite" lang={lang}>
        {said}
      </p>
    </div>
  )
}
