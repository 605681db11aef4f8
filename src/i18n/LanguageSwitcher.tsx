import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { chooseLocale } from './i18n'
import { LANGUAGE_FIELD, type Locale } from './locales'

/** Each language is named in itself, so a reader of either can find their own. */
const NAMES: Record<Locale, string> = { en: 'English', ja: '日本語' }

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { i18n, t } = useLingui()
  const id = useId()
  return (
    <div className={compact ? 'language-switcher compact' : 'language-switcher'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t`Language`}
      </label>
      <select
        id={id}
        name={LANGUAGE_FIELD}
        value={i18n.locale}
        onChange={(event) => void chooseLocale(event.target.value as Locale)}
      >
        {(Object.keys(NAMES) as Locale[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  )
}
