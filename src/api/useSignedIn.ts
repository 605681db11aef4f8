import { useSyncExternalStore } from 'react'
import { session } from './session'

/** Whether a user is signed in, re-rendering when the session starts or ends. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isSignedIn)
}
