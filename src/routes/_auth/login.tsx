import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { pageHead } from '@/app/page-title'
import { LOGIN_TITLE } from '@/features/auth/auth-titles'
import { LoginPage } from '@/features/auth/LoginPage'
import { returnPathParam } from '@/lib/search-params'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: v.object({ redirect: returnPathParam }),
  head: () => pageHead([LOGIN_TITLE]),
  component: LoginPage,
})
