import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from './http'

export const ProfileSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  email: v.string(),
  fullName: v.nullish(v.string(), ''),
  username: v.nullish(v.string(), ''),
  team: v.nullish(v.looseObject({ name: v.nullish(v.string(), '') }), null),
})
export type Profile = v.InferOutput<typeof ProfileSchema>

export const profileKeys = { all: ['profile'] as const }

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => apiRequest({ path: '/api/profile', schema: ProfileSchema, signal }),
  })
