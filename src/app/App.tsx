import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { i18n } from '@/i18n/i18n'
import { RouterProviderFlushed } from './RouterProviderFlushed'

export function App({
  router,
  queryClient,
}: {
  router: RegisteredRouter
  queryClient: QueryClient
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProviderFlushed router={router} />
      </QueryClientProvider>
    </I18nProvider>
  )
}
