import type { Page } from '@playwright/test'
import { type Double, type Fault, unprocessable } from '../fixtures'

/**
 * The fault matrix (tests/e2e/README.md#the-fault-matrix): every call of docs/product.md §7 meets
 * each of these faults through the API double. A table per area lists the calls with how to reach
 * them and what the spec says the user must see; `faults-*.spec.ts` turn each row into tests.
 */
export const FAULT_KINDS = [
  '400',
  '401',
  '403',
  '404',
  '422',
  '500',
  'malformed',
  'wrong-shape',
  'dropped',
  'slow',
] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

/** The long answer of the matrix: the UI must show it is working and stay usable meanwhile. */
export const SLOW_MS = 10_000

export function faultFor(kind: FaultKind, method: string, path: string): Fault {
  const base = { method, path, times: 1 }
  switch (kind) {
    case 'malformed':
      return { ...base, status: 200, malformed: true }
    case 'wrong-shape':
      return { ...base, status: 200, wrongShape: true }
    case 'dropped':
      // Chromium retries a request whose connection dropped, so every attempt is dropped.
      return { ...base, drop: true, times: 3 }
    case 'slow':
      return { ...base, delayMs: SLOW_MS }
    case '401':
    case '403':
      // A call rejected while a refresh replaced the token is sent once more with the new one
      // (docs/decisions.md, stale-token resend); a real rejection meets that resend too.
      return { ...base, status: Number(kind), times: 2 }
    case '422':
      return unprocessable(method, path, [['field_name', 'value is not valid', 'value_error']])
    default:
      return { ...base, status: Number(kind) }
  }
}

/**
 * What `failureLines` (src/api/failure-lines.ts) makes of each error kind a call can fail with:
 * the server's normalised message (docs/product.md §8), or the no-network line.
 */
export function serverLines(kind: FaultKind): string {
  if (kind === 'dropped')
    return 'The server could not be reached. Please check your connection and try again.'
  if (kind === '422') return 'fieldName is not valid'
  return `Injected fault (${kind})`
}

/** 401 and 403 end the session (docs/product.md §8) wherever they come from, except on the auth pages. */
export const endsSession = (kind: FaultKind) => kind === '401' || kind === '403'

export interface CallCase {
  /** The call as docs/product.md §7 names it. */
  name: string
  method: string
  /** The double's route pattern. */
  path: string
  /** Brings the page to the point just before the call (signed in or not). */
  arrange: (page: Page, double: Double) => Promise<void>
  /** Makes the app send the call. */
  act: (page: Page) => Promise<void>
  /** What the user must see for this fault (the page is never blank, never throws). */
  assert: (page: Page, kind: FaultKind) => Promise<void>
}
