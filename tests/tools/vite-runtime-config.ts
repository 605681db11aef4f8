import type { Plugin } from 'vite'

/**
 * `vite preview` serves `/config.json` from the environment when RUNTIME_CONFIG holds a JSON
 * object, so tests and `npm start` point one build at any API double without rebuilding.
 */
export function runtimeConfigPlugin(): Plugin {
  return {
    name: 'runtime-config',
    configurePreviewServer(server) {
      server.middlewares.use('/config.json', (_req, res, next) => {
        const raw = process.env.RUNTIME_CONFIG
        if (!raw) return next()
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(raw)
      })
    },
  }
}
