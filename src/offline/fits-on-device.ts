/**
 * Whether `bytes` more fit in this site's storage (`navigator.storage.estimate()`: the quota
 * less what is used). A browser that gives no estimate is taken at its word when it writes:
 * true, and a write that meets the quota fails on its own.
 */
export async function fitsOnDevice(bytes: number): Promise<boolean> {
  try {
    const estimate = await navigator.storage?.estimate?.()
    if (!estimate || estimate.quota === undefined) return true
    return estimate.quota - (estimate.usage ?? 0) >= bytes
  } catch {
    return true
  }
}
