import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '@/features/auth/LoginPage'
import { returnPathParam } from '@/lib/search-params'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: v.object({ redirect: returnPathParam }),
  component: LoginPage,
})
