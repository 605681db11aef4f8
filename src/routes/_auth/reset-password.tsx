import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { RESET_TOKEN_MAX } from '@/config/limits'
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage'
import { textParam } from '@/lib/search-params'

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: v.object({ resetToken: textParam(RESET_TOKEN_MAX) }),
  component: ResetPasswordPage,
})
