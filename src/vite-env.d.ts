/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_ASSETS_BASE?: string
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
