import * as v from 'valibot'
import { LanguageListSchema, languageKeys } from './languages'
import { ProfileSchema, profileKeys } from './profile'
import { VideoPageSchema, VideoSchema, videoKeys } from './videos'

/**
 * The schema of every kind of query saved for offline use (`meta: { persist: true }`), by the
 * start of its key: a restored answer is read with the same schema as a fetched one, so a
 * record that storage, another build or a person changed never reaches a screen.
 */
const SAVED_KINDS: readonly (readonly [key: readonly unknown[], schema: v.GenericSchema])[] = [
  [videoKeys.lists(), VideoPageSchema],
  [videoKeys.details(), VideoSchema],
  [profileKeys.all, ProfileSchema],
  [languageKeys.all, LanguageListSchema],
]

/** A saved answer as its schema reads it; undefined for an unknown kind or data that does not fit. */
export function readSavedData(
  queryKey: readonly unknown[],
  data: unknown,
): { data: unknown } | undefined {
  const kind = SAVED_KINDS.find(([key]) => key.every((part, i) => queryKey[i] === part))
  if (!kind) return undefined
  const read = v.safeParse(kind[1], data)
  return read.success ? { data: read.output } : undefined
}
