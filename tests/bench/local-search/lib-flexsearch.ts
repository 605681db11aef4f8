// The library alone, minified by the bench build, for its gzip size.
import { Document } from 'flexsearch'

Object.assign(globalThis, { Document })
