import type { IndexableVideo as Video } from '@/api/local-search/types'

export declare function makeLibrary(options?: {
  count?: number
  scenes?: number
  seed?: number
}): Video[]
export declare function benchQueries(library: Video[]): { short: string[]; long: string[] }
