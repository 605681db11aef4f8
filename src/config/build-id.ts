declare const __BUILD_ID__: string | undefined

/** This build's id (set by the build, see build/vite-pwa.ts); 'dev' in tests. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'
