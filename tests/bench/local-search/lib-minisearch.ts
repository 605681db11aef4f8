// The library alone, minified by the bench build, for its gzip size.
import MiniSearch from 'minisearch'

Object.assign(globalThis, { MiniSearch })
