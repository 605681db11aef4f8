import { VIDEO_EXTENSIONS } from '@/config/limits'

/** A file's extension, lower case ('' when it has none). */
export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

/**
 * mp4, m4v or mov (docs/product.md §5). Its own small file: the Videos page's drop target
 * needs it before the upload code has loaded.
 */
export const isVideoFile = (file: { name: string }) =>
  (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
