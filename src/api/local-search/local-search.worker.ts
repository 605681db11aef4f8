/// <reference lib="webworker" />
import { createLocalSearchEngine } from './engine'
import { serveLocalSearch } from './protocol'
import { idbIndexStorage } from './storage'

// The worker's whole job: the engine (MiniSearch inside) answering the page's calls.
serveLocalSearch(self, createLocalSearchEngine({ storage: idbIndexStorage() }))
