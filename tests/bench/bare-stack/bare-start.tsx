/// <reference types="vite-plugin-pwa/client" />

import { registerSW } from 'virtual:pwa-register'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  dehydrate,
  hydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import dayjs from 'dayjs'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import * as v from 'valibot'
import './styles.css'

/**
 * The bench's floor (docs/decisions.md, "Budgets, ruled again"): the design card's packages and
 * nothing of the product. Two routes, one query persisted to localStorage the way the card's
 * sync-storage persister does it (dehydrate on change, hydrate at start), the PWA plugin's
 * worker registration, Lingui, valibot, dayjs and open-props, each used once.
 */
const STORAGE_KEY = 'bare-stack-cache'

const Items = v.object({
  items: v.array(v.object({ id: v.string(), title: v.string(), createdAt: v.string() })),
})

const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 86_400_000 } } })
try {
  const saved = localStorage.getItem(STORAGE_KEY)
  if (saved) hydrate(queryClient, JSON.parse(saved))
} catch {
  localStorage.removeItem(STORAGE_KEY)
}
let timer: ReturnType<typeof setTimeout> | undefined
queryClient.getQueryCache().subscribe(() => {
  clearTimeout(timer)
  timer = setTimeout(
    () => localStorage.setItem(STORAGE_KEY, JSON.stringify(dehydrate(queryClient))),
    1000,
  )
})

i18n.load('en', { title: 'Bare stack', lead: 'The card\u2019s packages, two routes, one query.' })
i18n.activate('en')

function ItemsPage() {
  const query = useQuery({
    queryKey: ['items'],
    queryFn: async () => v.parse(Items, await (await fetch('/items.json')).json()),
  })
  return (
    <main>
      <h1>{i18n._('title')}</h1>
      <p>{i18n._('lead')}</p>
      <ul>
        {query.data?.items.map((item) => (
          <li key={item.id}>
            {item.title}, {dayjs(item.createdAt).format('YYYY/MM/DD')}
          </li>
        ))}
      </ul>
      <a href="/about">About</a>
    </main>
  )
}

const root = createRootRoute({ component: Outlet })
const routeTree = root.addChildren([
  createRoute({ getParentRoute: () => root, path: '/', component: ItemsPage }),
  createRoute({
    getParentRoute: () => root,
    path: '/about',
    // Plain links: the product registers its own route tree for the typed Link.
    component: () => <a href="/">Back</a>,
  }),
])
const router = createRouter({ routeTree })

registerSW({ immediate: true })

const container = document.getElementById('root')
if (container)
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
