/** Ports of one end-to-end run: E2E_PORT_BASE lets two runs share a machine. */
const base = Number(process.env.E2E_PORT_BASE ?? 4300)
export const ports = { app: base, api: base + 1, assets: base + 2, storage: base + 3 }
export const urls = {
  app: `http://localhost:${ports.app}`,
  api: `http://localhost:${ports.api}`,
  assets: `http://localhost:${ports.assets}`,
  storage: `http://localhost:${ports.storage}`,
}
