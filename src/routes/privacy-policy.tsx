import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '@/features/privacy/PrivacyPolicyPage'

export const Route = createFileRoute('/privacy-policy')({
  staticData: { public: true, catalogs: ['privacy'] },
  component: PrivacyPolicyPage,
})
