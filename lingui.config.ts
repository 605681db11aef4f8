import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// One catalog per feature folder (locales/{locale}/{feature}.po) plus one for everything
// shared (locales/{locale}/common.po). Features are built side by side, so separate files keep
// their translations from colliding; at run time all catalogs of a locale are merged. The
// `start` catalog is the exception: the words of the page a failed start shows, bundled with
// the entry (src/app/start-failure.ts) because a catalog that could not be fetched may be
// what failed.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    {
      path: '<rootDir>/locales/{locale}/start',
      include: ['<rootDir>/src/app/start-failure.ts'],
    },
    {
      path: '<rootDir>/locales/{locale}/common',
      include: ['<rootDir>/src/'],
      exclude: ['<rootDir>/src/features/**', '<rootDir>/src/app/start-failure.ts', '**/*.test.*'],
    },
  ],
})
