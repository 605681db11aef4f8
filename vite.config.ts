/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption } from 'vite'
import { chunkGroups } from './build/chunk-groups.ts'
import { cspPlugin } from './build/csp.ts'
import { linguiMacroPlugin } from './build/lingui-macro.ts'
import { prePaintPlugin } from './build/pre-paint-plugin.ts'
import { prerenderPlugin } from './build/prerender-plugin.ts'
import { previewServerPlugin } from './build/vite-preview.ts'
import { pwaPlugin } from './build/vite-pwa.ts'

const SRC = fileURLToPath(new URL('./src/', import.meta.url))

/** `@/x` is `src/x` (tsconfig.json `paths`): imports name their floor instead of climbing. */
const srcAlias = (): PluginOption => ({
  name: 'src-alias',
  config: () => ({ resolve: { alias: [{ find: /^@\//, replacement: SRC }] } }),
})

/** What compiles the app's sources; the pre-render's server bundle uses the same. */
const sourcePlugins = (): PluginOption[] => [
  srcAlias(),
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // A loader travels with its page's component: its query helpers stay off every other
    // first screen, and one chunk fetch brings both (docs/decisions.md, "First screens").
    codeSplittingOptions: {
      defaultBehavior: [
        ['loader', 'component'],
        ['errorComponent', 'notFoundComponent', 'pendingComponent'],
      ],
    },
    quoteStyle: 'single',
  }),
  linguiMacroPlugin(),
  react(),
  lingui(),
]

export default defineConfig({
  plugins: [
    ...sourcePlugins(),
    prePaintPlugin(),
    prerenderPlugin(sourcePlugins),
    // After the pre-paint script and the pre-render: it hashes the script, writes its policy
    // before it (both go right after <meta charset>) and checks every page the pre-render made.
    cspPlugin(),
    pwaPlugin(),
    previewServerPlugin(),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: TanStack Store's selector hook needs no shim for it.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      // workbox-window's "module" entry is its ES5 build; the es2017 one is ~1 KB gzip smaller.
      {
        find: /^workbox-window$/,
        replacement: 'workbox-window/build/workbox-window.prod.mjs',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every es2022 browser supports <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry imports statically: React, the other packages, the start code.
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // Every core: Vitest's default leaves one for its main process, which on two cores is one
    // worker. There the unit phase took 51 s at the default, 32-35 s here (five runs).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          setupFiles: ['src/test/vitest-setup.ts'],
          // One happy-dom window per worker instead of one per file; src/test/vitest-setup.ts gives
          // each file fresh app modules and undoes what a file leaves behind.
          isolate: false,
          // Everything Vitest fakes by default but `setImmediate`: fake-indexeddb answers on it,
          // and a test's fake clock must not hold IndexedDB (a session's store hands its token
          // over through it, api/session-handoff.ts).
          fakeTimers: {
            toFake: [
              'setTimeout',
              'clearTimeout',
              'setInterval',
              'clearInterval',
              'Date',
              'requestAnimationFrame',
              'cancelAnimationFrame',
              'requestIdleCallback',
              'cancelIdleCallback',
              'performance',
            ],
          },
        },
      },
      {
        test: {
          name: 'double',
          environment: 'node',
          include: ['tests/api-double/**/*.test.{ts,mjs}'],
          testTimeout: 60_000,
        },
      },
    ],
  },
})
