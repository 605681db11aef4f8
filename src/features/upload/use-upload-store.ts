import { useSelector } from '@tanstack/react-store'
import { createContext, useContext } from 'react'
import type { UploadState } from './upload-machine'
import type { UploadStore } from './upload-store'

/** The app's upload store, given to the tray and the dialog by `UploadTray`. */
export const UploadStoreContext = createContext<UploadStore | null>(null)

export function useUploadStore(): UploadStore {
  const store = useContext(UploadStoreContext)
  if (!store) throw new Error('useUploadStore needs an UploadStoreContext (UploadTray gives it)')
  return store
}

/** The upload state, re-rendering on each change. */
export function useUploadState(): UploadState {
  return useSelector(useUploadStore().state)
}
