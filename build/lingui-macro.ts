import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/**
 * Runs Lingui's macro (`t`, `<Trans>`, `plural`...) at build time, in the Vite build, the
 * pre-render's server bundle and Vitest alike: Vite 8's React plugin has no Babel inside, so
 * Babel runs here on exactly the files that import a macro, with the macro's plugin alone (the
 * output is still TypeScript and JSX, which Vite compiles as usual). A Babel plugin of our own
 * instead of a packaged one: the packaged Rolldown plugin needs Node 22, and the project
 * supports Node 20 (docs/decisions.md, "Installs anywhere").
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.[cm]?[jt]sx?(?:$|\?)/, exclude: /[/\\]node_modules[/\\]/ },
        code: MACRO_IMPORT,
      },
      async handler(code, id) {
        const file = id.split('?')[0] ?? id
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            sourceType: 'module',
            plugins: /\.[cm]?tsx?$/.test(file)
              ? /x$/.test(file)
                ? ['typescript', 'jsx']
                : ['typescript']
              : ['jsx'],
          },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        })
        if (!result?.code) return null
        return { code: result.code, map: result.map }
      },
    },
  }
}

/** An import of one of Lingui's macro modules (`@lingui/core/macro`, `@lingui/react/macro`). */
const MACRO_IMPORT = /['"]@lingui\/(?:[\w-]+\/)?macro['"]/
