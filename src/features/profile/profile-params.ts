import * as v from 'valibot'
import { choiceParam } from '@/lib/search-params'

/** docs/product.md §9 profile sections, chosen by `type` (upper-cased; default ACCOUNT). */
export const PROFILE_SECTIONS = [
  'ACCOUNT',
  'CHANGE_EMAIL',
  'CHANGE_PASSWORD',
  'EXPORT_PROFILE',
  'OFFLINE',
  'DELETE_ACCOUNT',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** Profile's defaults: the schema's fallback and what the route leaves out of URLs. */
export const PROFILE_DEFAULTS = { type: 'ACCOUNT' } as const satisfies { type: ProfileSection }

export const profileSchema = v.object({
  type: choiceParam(PROFILE_SECTIONS, PROFILE_DEFAULTS.type, (value) => value.toUpperCase()),
})
