import { type MessageDescriptor, setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '@/i18n/locales'
import { messages as en } from '/locales/en/start.po'
import { messages as ja } from '/locales/ja/start.po'

/**
 * The page a failed start shows (docs/decisions.md, "Starts never end blank"): a config, a
 * catalog, a route's code or storage that could not be had. Its words are in the entry chunk
 * (locales/{locale}/start.po, imported here, never fetched), since the failure may be exactly
 * that a catalog could not be loaded; it is plain DOM for the same reason.
 */
const TEXT = {
  title: msg`The app could not start`,
  body: msg`Part of the app could not be loaded. The connection may have dropped, or a new version was being published. Reload to try again; nothing you saved is lost.`,
  reload: msg`Reload`,
  details: msg`Details for support`,
} satisfies Record<string, MessageDescriptor>

export function showStartFailure(locale: Locale, error: unknown): void {
  console.error('The app could not start', error)
  const i18n = setupI18n({ locale, messages: { en, ja } })
  const say = (key: keyof typeof TEXT) => i18n._(TEXT[key])

  // Laid out as the other whole-page notices (UnconfiguredPage): the styles came with the entry.
  const page = document.createElement('main')
  page.className = 'page empty-state'
  page.setAttribute('role', 'alert')
  page.lang = locale
  const heading = document.createElement('h1')
  heading.textContent = say('title')
  const body = document.createElement('p')
  body.textContent = say('body')
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.className = 'primary'
  reload.textContent = say('reload')
  reload.addEventListener('click', () => window.location.reload())
  const details = document.createElement('details')
  const summary = document.createElement('summary')
  summary.textContent = say('details')
  const code = document.createElement('code')
  code.textContent = error instanceof Error ? error.message : String(error)
  details.append(summary, code)
  const actions = document.createElement('div')
  actions.className = 'form-actions'
  actions.append(reload)
  page.append(heading, body, actions, details)

  // Whatever the page held (a pre-rendered copy whose app never came) gives way to this.
  document.documentElement.lang = locale
  document.body.replaceChildren(page)
  reload.focus()
}
