import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// One catalog per feature folder (locales/{locale}/{feature}.po) plus one for everything
// shared (locales/{locale}/common.po). Features are built side by side, so separate files keep
// their translations from colliding; at run time all catalogs of a locale are merged.
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
      path: '<rootDir>/locales/{locale}/common',
      include: ['<rootDir>/src/'],
      exclude: ['<rootDir>/src/features/**', '**/*.test.*'],
    },
  ],
})
