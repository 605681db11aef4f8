import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage'
import { textParam } from '../../lib/search-params'

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: v.object({ resetToken: textParam(2000) }),
  component: ResetPasswordPage,
})
