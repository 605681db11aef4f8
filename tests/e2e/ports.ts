/**
 * Ports of one end-to-end worker. Each worker runs its own API double and its own
 * `vite preview` (see servers.ts), so workers never share state. E2E_PORT_BASE lets two runs
 * share a machine; TEST_PARALLEL_INDEX is set by Playwright in each worker process.
 */
const runBase = Number(process.env.E2E_PORT_BASE ?? 4300)
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
/** Each worker owns 20 ports: app, api, assets, storage, nginx, and spares for specs (app + 10). */
const base = runBase + worker * 20
export const ports = { app: base, api: base + 1, assets: base + 2, storage: base + 3 }
/**
 * nginx (nginx.ts): the worker's, serving the deploy/ configuration (`rules`), a generic
 * rewrite-to-index host (`rewrite`) and the same without headers (`bare`); a test that needs
 * its own takes the spare set.
 */
export const nginxPorts = {
  worker: { rules: base + 4, rewrite: base + 5, bare: base + 6 },
  spare: { rules: base + 11, rewrite: base + 12, bare: base + 13 },
}
export const urls = {
  app: `http://localhost:${ports.app}`,
  api: `http://localhost:${ports.api}`,
  assets: `http://localhost:${ports.assets}`,
  storage: `http://localhost:${ports.storage}`,
}

/** The runtime config the preview serves: it points the app at this worker's double. */
export const runtimeConfig = JSON.stringify({
  apiBase: urls.api,
  assetsBase: urls.assets,
  inquiryUrl: { en: 'https://example.com/en/contact', ja: 'https://example.com/ja/contact' },
  companyUrl: 'https://example.com/',
  otpLength: 6,
  privacyPolicyUpdatedAt: '2024-12-24',
})
