import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/page-title'
import { HomePage } from '@/features/home/HomePage'
import { HOME_TITLE } from '@/features/home/home-title'

export const Route = createFileRoute('/')({
  staticData: { public: true, catalogs: ['home'] },
  head: () => pageHead([HOME_TITLE]),
  component: HomePage,
})
