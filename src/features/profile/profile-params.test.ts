import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { anyQuery } from '@/test/arbitraries'
import { PROFILE_SECTIONS, profileSchema } from './profile-params'

describe('profile schema', () => {
  it('repairs any input to a known section', () => {
    fc.assert(
      fc.property(anyQuery(['type']), (raw) => {
        expect(PROFILE_SECTIONS).toContain(v.parse(profileSchema, raw).type)
      }),
    )
  })

  it('upper-cases the profile section and falls back to ACCOUNT', () => {
    expect(v.parse(profileSchema, { type: 'change_email' }).type).toBe('CHANGE_EMAIL')
    expect(v.parse(profileSchema, { type: 'nonsense' }).type).toBe('ACCOUNT')
    expect(v.parse(profileSchema, {}).type).toBe('ACCOUNT')
  })
})
