import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { pageHead } from '@/app/page-title'
import { RESET_TOKEN_MAX } from '@/config/limits'
import { RESET_PASSWORD_TITLE } from '@/features/auth/auth-titles'
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage'
import { textParam } from '@/lib/search-params'

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: v.object({ resetToken: textParam(RESET_TOKEN_MAX) }),
  head: () => pageHead([RESET_PASSWORD_TITLE]),
  component: ResetPasswordPage,
})
