import * as v from 'valibot'
import { choiceParam } from '../../lib/search-params'

/** Spec §9 profile sections, chosen by `type` (upper-cased; default ACCOUNT). */
export const PROFILE_SECTIONS = [
  'ACCOUNT',
  'CHANGE_EMAIL',
  'CHANGE_PASSWORD',
  'EXPORT_PROFILE',
  'DELETE_ACCOUNT',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

export const profileSchema = v.object({
  type: choiceParam(PROFILE_SECTIONS, 'ACCOUNT', (value) => value.toUpperCase()),
})
