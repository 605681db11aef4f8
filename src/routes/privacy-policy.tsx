import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/page-title'
import { PrivacyPolicyPage } from '@/features/privacy/PrivacyPolicyPage'
import { PRIVACY_TITLE } from '@/features/privacy/privacy-title'

export const Route = createFileRoute('/privacy-policy')({
  staticData: { public: true, catalogs: ['privacy'] },
  head: () => pageHead([PRIVACY_TITLE]),
  component: PrivacyPolicyPage,
})
