import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from './http'
import { text } from './schema'

export const ProfileSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  email: v.string(),
  fullName: text,
  username: text,
  team: v.nullish(v.looseObject({ name: text }), null),
})
export type Profile = v.InferOutput<typeof ProfileSchema>

export const profileKeys = { all: ['profile'] as const }

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => apiRequest({ path: '/api/profile', schema: ProfileSchema, signal }),
    meta: { persist: true },
  })

/** docs/product.md §7 update profile (PUT, snake_case body). The caller refreshes the profile query. */
export function updateProfile(values: { fullName: string; username: string }) {
  return apiRequest({
    method: 'PUT',
    path: '/api/users/update-profile',
    payload: { full_name: values.fullName, username: values.username },
  })
}

/** docs/product.md §7 change password; docs/decisions.md: the confirmation is sent too. */
export function changePassword(values: {
  currentPassword: string
  newPassword: string
  confirmationPassword: string
}) {
  return apiRequest({
    method: 'POST',
    path: '/api/change-password',
    payload: {
      current_password: values.currentPassword,
      new_password: values.newPassword,
      confirmation_password: values.confirmationPassword,
    },
  })
}

/** docs/product.md §7 change-email step 1: the server e-mails a one-time code to the new address. */
export function requestEmailChange(values: {
  currentPassword: string
  newEmail: string
  language: string
}) {
  return apiRequest({
    method: 'POST',
    path: '/api/users/change-email-request',
    payload: {
      current_password: values.currentPassword,
      new_email: values.newEmail,
      language: values.language,
    },
  })
}

/** docs/product.md §7 change-email step 2: the code makes the new address the account's e-mail. */
export function verifyEmailChange(values: { otp: string; newEmail: string; language: string }) {
  return apiRequest({
    method: 'POST',
    path: '/api/users/change-email-verify-otp',
    payload: { otp: values.otp, new_email: values.newEmail, language: values.language },
  })
}

/** docs/product.md §7 delete account (the profile's id); the caller logs out afterwards. */
export function deleteAccount(id: Profile['id']) {
  return apiRequest({ method: 'DELETE', path: `/api/users/${encodeURIComponent(String(id))}` })
}
