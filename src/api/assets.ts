import { config } from '../config/runtime'

/**
 * A video's files live on the assets origin (docs/decisions.md: wire format):
 * `{assetsBase}/assets/data/output/{videoId}/{path}` for what the analysis produced, and
 * `.../input/{videoId}/{path}` for the original upload. Paths from the API are relative to the
 * video's folder; an absolute URL is used as it is. No Authorization header ever goes there.
 */
export function assetUrl(
  videoId: string,
  path: string | null | undefined,
  kind: 'output' | 'input' = 'output',
): string | undefined {
  if (!path) return undefined
  if (/^https?:\/\//i.test(path)) return path
  const relative = path
    .replace(/^\/+/, '')
    .replace(new RegExp(`^${escapeRegExp(videoId)}/`), '')
    .split('/')
    .map(encodeURIComponent)
    .join('/')
  return `${config().assetsBase}/assets/data/${kind}/${encodeURIComponent(videoId)}/${relative}`
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
