import { VitePWA } from 'vite-plugin-pwa'

/** Placeholder: the service worker is configured by the offline work (see README). */
export function pwaPlugin() {
  return VitePWA({ injectRegister: false, registerType: 'prompt', manifest: false, disable: true })
}
