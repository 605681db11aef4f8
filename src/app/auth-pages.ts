/** Pages a forced logout does not leave (spec §4). */
export const AUTH_PATHS = ['/login', '/forgot-password', '/reset-password'] as const
/** Pages that are reachable signed out and need no session (spec §2). */
export const PUBLIC_PATHS = ['/', '/privacy-policy'] as const

export const isAuthPath = (pathname: string) => (AUTH_PATHS as readonly string[]).includes(pathname)
export const isPublicPath = (pathname: string) =>
  (PUBLIC_PATHS as readonly string[]).includes(pathname)
