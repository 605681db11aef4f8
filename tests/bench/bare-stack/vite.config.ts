import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** The bare-stack reference app (bare-start.tsx): built and served by `npm run bench`. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: { name: 'Bare stack', short_name: 'Bare', start_url: '/', icons: [] },
    }),
  ],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../../.bench/bare-stack', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
})
