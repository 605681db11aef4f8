import type { EndReason } from '@/api/session'

/**
 * What the features do when a session ends or starts, registered by the route layer
 * (`routes/_app.tsx`), so the shell runs it without knowing any feature (docs/architecture.md,
 * "The shell composes features only through routes"). A session's end runs the registered
 * steps among its own (`app/session-end.ts`); a start runs them once the signed-in user changes
 * (`app/session-wiring.ts`).
 */

export interface FeatureEnd {
  reason: EndReason
  /** Whose session ended (lib/owner.ts). */
  owner: string | undefined
}

export interface SessionStep<T> {
  what: string
  /** Runs at once: an end's steps run before any other step of the end awaits anything. */
  run: (event: T) => unknown
}

/**
 * What a logout asks about first (uploads that have not finished): how many there are, and what
 * confirming does to them before the session ends.
 */
export interface LogoutCheck {
  what: string
  unfinished: () => number
  /** Stops them and cleans up after them, with calls that `signal` cuts off. */
  discard: (signal: AbortSignal) => Promise<void>
}

const endSteps: SessionStep<FeatureEnd>[] = []
const startSteps: SessionStep<string>[] = []
const logoutChecks: LogoutCheck[] = []

/**
 * Adds `step` to `list`, in place of one of the same name (a module evaluated again in
 * development registers again); returns the function that removes it.
 */
const registerIn =
  <S extends { what: string }>(list: S[]) =>
  (step: S): (() => void) => {
    const same = list.findIndex((entry) => entry.what === step.what)
    if (same >= 0) list.splice(same, 1, step)
    else list.push(step)
    return () => {
      const index = list.indexOf(step)
      if (index >= 0) list.splice(index, 1)
    }
  }

/** Adds a step to every session's end. */
export const onSessionEnd = registerIn(endSteps)

/** Adds a step to every start of a session (a sign-in, another user's); it gets the owner. */
export const onSessionStart = registerIn(startSteps)

/** Adds something a logout asks about before it ends the session. */
export const onLogoutAsked = registerIn(logoutChecks)

/** The registered logout checks. */
export const featureLogoutChecks = (): readonly LogoutCheck[] => logoutChecks

/** The registered end steps, in the order registered. */
export const featureEndSteps = (): readonly SessionStep<FeatureEnd>[] => endSteps

export function runSessionStart(owner: string): void {
  for (const step of startSteps) step.run(owner)
}
