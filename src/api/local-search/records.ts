import type { IndexableVideo } from './types'

/** A scene as the index keeps it: what a scene result card shows. */
export interface SceneRecord {
  index: number
  description: string
  thumbnail: string | null
}

/** A video as the index keeps it: what the result cards show, and the text that is searched. */
export interface VideoRecord {
  id: string
  status: string
  title: string
  summary: string
  createdAt: string | null
  videoThumbnailPath: string | null
  tags: string[]
  scenes: SceneRecord[]
}

/**
 * Only analysed videos are searchable: the server's search returns completed videos only
 * (docs/product.md §2), and others have no title, summary or scenes yet.
 */
export const isSearchable = (video: Pick<IndexableVideo, 'status'>) => video.status === 'completed'

/**
 * The record for `video`. A list item carries no `outputData`: the scenes a detail page gave
 * before are kept. A detail page's scenes replace them (none is a valid answer too).
 */
export function toRecord(video: IndexableVideo, previous?: VideoRecord): VideoRecord {
  const scenes = video.outputData?.scenes
  return {
    id: String(video.id),
    status: video.status ?? '',
    title: video.title ?? '',
    summary: video.summary ?? '',
    createdAt: video.createdAt ?? null,
    videoThumbnailPath: video.videoThumbnailPath ?? null,
    tags: (video.tags ?? []).map((tag) => tag.name).filter((name) => name.trim() !== ''),
    scenes: scenes
      ? scenes.map((scene) => ({
          index: scene.index,
          description: scene.description ?? '',
          thumbnail: scene.thumbnail ?? null,
        }))
      : (previous?.scenes ?? []),
  }
}

/** The smallest copy of a video that `toRecord` reads: what crosses to the worker. */
export function slimVideo(video: IndexableVideo): IndexableVideo {
  const scenes = video.outputData?.scenes
  return {
    id: video.id,
    status: video.status,
    title: video.title,
    summary: video.summary,
    createdAt: video.createdAt,
    videoThumbnailPath: video.videoThumbnailPath,
    tags: (video.tags ?? []).map((tag) => ({ name: tag.name })),
    outputData: scenes
      ? {
          scenes: scenes.map(({ index, description, thumbnail }) => ({
            index,
            description,
            thumbnail,
          })),
        }
      : null,
  }
}
