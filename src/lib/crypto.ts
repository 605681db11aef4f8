/**
 * The spec keeps the session record in localStorage encrypted with a symmetric key embedded in
 * the client. Anyone with the bundle has the key: this is obfuscation against casual reading of
 * the storage, not protection (see README, "Security notes").
 */
const EMBEDDED_KEY = 'vi-local-user-key-v1:7f3a9c2e5b1d4f60'
let keyPromise: Promise<CryptoKey> | undefined

function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(EMBEDDED_KEY))
    .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']))
  return keyPromise
}

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

export async function encryptText(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await key(),
    new TextEncoder().encode(plain),
  )
  const out = new Uint8Array(iv.length + sealed.byteLength)
  out.set(iv)
  out.set(new Uint8Array(sealed), iv.length)
  return toBase64(out)
}

/** Returns undefined for anything that is not a sealed text of ours (tampered, old, garbage). */
export async function decryptText(sealed: string): Promise<string | undefined> {
  try {
    const bytes = fromBase64(sealed)
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await key(),
      bytes.slice(12),
    )
    return new TextDecoder().decode(plain)
  } catch {
    return undefined
  }
}
