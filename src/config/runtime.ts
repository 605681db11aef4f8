import { createAtom } from '@tanstack/store'
import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { CONFIG_CACHE } from '@/offline/names'
import { OTP_LENGTH_DEFAULT, OTP_LENGTH_MAX, OTP_LENGTH_MIN } from './limits'

/**
 * Runtime configuration, read from `/config.json` served beside index.html so one static
 * build can point at any backend (docs/decisions.md, "One build, any backend"). Every field has a
 * build-time default; a missing file (404) or one that does not match the schema falls back to
 * those defaults. Any other answer (a 5xx, a captive portal's 511, a body that is not JSON) is
 * no answer at all: the copy kept from the last good one stays in use.
 */
const ConfigSchema = v.object({
  apiBase: v.optional(v.string()),
  assetsBase: v.optional(v.string()),
  inquiryUrl: v.optional(v.object({ en: v.optional(v.string()), ja: v.optional(v.string()) })),
  companyUrl: v.optional(v.string()),
  otpLength: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(OTP_LENGTH_MIN), v.maxValue(OTP_LENGTH_MAX)),
  ),
  privacyPolicyUpdatedAt: v.optional(v.nullable(v.string())),
})

export interface RuntimeConfig {
  apiBase: string
  assetsBase: string
  inquiryUrl: { en: string; ja: string }
  companyUrl: string
  otpLength: number
  /** ISO date of the privacy policy's last update; null shows "Unknown". */
  privacyPolicyUpdatedAt: string | null
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

const defaultConfig: RuntimeConfig = {
  apiBase: trimSlash(import.meta.env.VITE_API_BASE ?? 'http://localhost:8787'),
  assetsBase: trimSlash(import.meta.env.VITE_ASSETS_BASE ?? 'http://localhost:8788'),
  inquiryUrl: {
    en: 'https://example.com/en/contact',
    ja: 'https://example.com/ja/contact',
  },
  companyUrl: 'https://example.com/',
  otpLength: OTP_LENGTH_DEFAULT,
  privacyPolicyUpdatedAt: '2024-12-24',
}

/**
 * The configuration in use. Applied once at start (and by a warm start's fresh copy); a
 * reader outside React calls `config()`, a component `useConfig()`.
 */
const runtime = createAtom<RuntimeConfig>(defaultConfig)

export const config = (): RuntimeConfig => runtime.get()

const subscribe = (listener: () => void) => runtime.subscribe(listener).unsubscribe

/**
 * The configuration for rendering. Pre-rendered pages were built with the defaults, so they
 * hydrate with the defaults (the server snapshot, which `useSelector` does not take) and then
 * show the loaded configuration (a link target, a date).
 */
export function useConfig(): RuntimeConfig {
  return useSyncExternalStore(subscribe, config, () => defaultConfig)
}

export function applyConfig(raw: unknown): RuntimeConfig {
  runtime.set(parseConfig(raw))
  return runtime.get()
}

function parseConfig(raw: unknown): RuntimeConfig {
  const parsed = v.safeParse(ConfigSchema, raw)
  if (!parsed.success) {
    console.warn('config.json does not match its schema; using the defaults')
    return defaultConfig
  }
  const value = parsed.output
  return {
    apiBase: trimSlash(value.apiBase ?? defaultConfig.apiBase),
    assetsBase: trimSlash(value.assetsBase ?? defaultConfig.assetsBase),
    inquiryUrl: { ...defaultConfig.inquiryUrl, ...value.inquiryUrl } as RuntimeConfig['inquiryUrl'],
    companyUrl: value.companyUrl ?? defaultConfig.companyUrl,
    otpLength: value.otpLength ?? defaultConfig.otpLength,
    privacyPolicyUpdatedAt:
      value.privacyPolicyUpdatedAt === undefined
        ? defaultConfig.privacyPolicyUpdatedAt
        : value.privacyPolicyUpdatedAt,
  }
}

const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`

/**
 * Reads `/config.json`. Two reads race: the network's (through the service worker: the served
 * file, or without an answer the copy the worker kept) and the page's own look at that kept
 * copy (a warm start). The app starts on whichever gives a file first. Started on the kept
 * copy, the network's answer replaces it when it arrives (a changed `apiBase` restarts the page
 * instead); started on the network's answer, the kept copy is no newer and is left alone.
 * Without a kept copy (a first start) the network is waited for. No file: build-time defaults.
 */
export async function loadConfig(): Promise<RuntimeConfig> {
  const network = fetchConfig()
  const first = await firstFile(network, keptConfig())
  applyConfig(first?.file ?? {})
  if (first?.from !== 'kept') return config()
  void network.then((fresh) => {
    if (fresh === undefined) return
    const next = parseConfig(fresh ?? {})
    if (JSON.stringify(next) === JSON.stringify(config())) return
    if (next.apiBase === config().apiBase) applyConfig(fresh ?? {})
    else void restartWith(fresh)
  })
  return config()
}

/** The first of the two reads to give a file, and which; undefined when neither has one. */
function firstFile(
  network: Promise<unknown>,
  kept: Promise<unknown>,
): Promise<{ from: 'network' | 'kept'; file: unknown } | undefined> {
  return new Promise((resolve) => {
    let pending = 2
    const settle = (from: 'network' | 'kept') => (file: unknown) => {
      if (file !== undefined) resolve({ from, file })
      else if (--pending === 0) resolve(undefined)
    }
    void network.then(settle('network'))
    void kept.then(settle('kept'))
  })
}

/**
 * A deployment that moved its API is judged from the start again (the fail-closed check in
 * main.tsx), never swapped under a running app whose calls, session and saved copy belong to
 * the old one: the new file is kept where the next start reads it (or, when the deployment has
 * none now, the kept one goes), then the page reloads. If that cannot be done, nothing reloads
 * (a reload would meet the old copy again, and again).
 */
async function restartWith(fresh: unknown): Promise<void> {
  try {
    const cache = await caches.open(CONFIG_CACHE)
    if (fresh === null) await cache.delete(CONFIG_URL)
    else await cache.put(CONFIG_URL, new Response(JSON.stringify(fresh), { headers: JSON_HEADERS }))
  } catch {
    return
  }
  window.location.reload()
}

const JSON_HEADERS = { 'Content-Type': 'application/json' }

/**
 * The served file; null when the host says there is none (404); undefined without a usable
 * answer: offline, any other status, or a body that is not JSON (docs/decisions.md, "A config
 * answer is judged by its status").
 */
async function fetchConfig(): Promise<unknown> {
  try {
    const response = await fetch(CONFIG_URL, { cache: 'no-cache' })
    if (response.status === 404) return null
    return response.ok ? await response.json() : undefined
  } catch {
    return undefined
  }
}

/** The copy in the service worker's cache (src/sw/), if there is one. */
async function keptConfig(): Promise<unknown> {
  try {
    const response = await caches.match(CONFIG_URL, { cacheName: CONFIG_CACHE })
    return response ? await response.json() : undefined
  } catch {
    return undefined
  }
}
