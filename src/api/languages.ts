import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from './http'

/** docs/product.md §3 language option: the output languages the analysis can write in. */
const LanguageSchema = v.looseObject({
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
})
export type Language = v.InferOutput<typeof LanguageSchema>

export const LanguageListSchema = v.array(LanguageSchema)

export const languageKeys = { all: ['supported-languages'] as const }

/** docs/product.md §7: GET /api/supported-videos-languages. The list rarely changes: kept for an hour. */
export const languagesQuery = () =>
  queryOptions({
    queryKey: languageKeys.all,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/supported-videos-languages', schema: LanguageListSchema, signal }),
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  })
