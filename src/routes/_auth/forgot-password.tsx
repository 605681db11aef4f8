import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/page-title'
import { FORGOT_PASSWORD_TITLE } from '@/features/auth/auth-titles'
import { ForgotPasswordPage } from '@/features/auth/ForgotPasswordPage'

export const Route = createFileRoute('/_auth/forgot-password')({
  head: () => pageHead([FORGOT_PASSWORD_TITLE]),
  component: ForgotPasswordPage,
})
