/**
 * Names shared by the page and the service worker (src/sw/). Changing a name orphans what
 * the old name stored, so the wipe below also removes the old names when they change.
 */

/** Cache Storage: thumbnails and frame images from the assets origin (user data). */
export const ASSET_IMAGE_CACHE = 'vi-asset-images'
/**
 * Cache Storage: the page snapshot per address, for the warm start (user data;
 * offline/page-snapshot.ts).
 */
export const PAGE_SNAPSHOT_CACHE = 'vi-page-snapshots'
/** Cache Storage names of older builds (user data): deleted by the new worker and by a wipe. */
export const LEGACY_CACHES = ['vi-page-pictures']
/** Cache Storage: the last good `/config.json` (not user data). */
export const CONFIG_CACHE = 'vi-runtime-config'

/**
 * IndexedDB database of the saved pages (user data): one record per query and the owner
 * marker (src/offline/saved-records.ts). The page restores and wipes it; the service worker saves.
 */
export const SAVED_DB = 'vi-saved'
/** The shape of the saved data: bump it when a persisted query's data changes shape. */
export const SAVED_SCHEMA_VERSION = 1
/** Databases of older builds, wiped with the rest (user data in an old format). */
export const LEGACY_DBS = ['vi-offline']

/** Message the page sends the service worker with one record to save (src/sw/). */
export const SAVE_MESSAGE = 'SAVE_QUERY'

/** IndexedDB database and store holding a video shared into the app (share target). */
export const SHARE_DB = 'vi-share'
export const SHARE_STORE = 'files'
export const SHARED_FILE_KEY = 'pending-video'
/** A newer share kept beside a waiting one until the user chooses (docs/decisions.md). */
export const SHARED_INCOMING_KEY = 'incoming-video'
/** Kept under SHARED_FILE_KEY instead of a shared file over the 5 GB limit, so the app says why. */
export const SHARE_REFUSED_TOO_LARGE = 'refused:too-large'
/** Kept instead of a shared file the device had no room to keep (storage quota), for the same. */
export const SHARE_REFUSED_NO_ROOM = 'refused:no-room'

export const SHARE_TARGET_PATH = '/share-target'
/** Where the service worker sends the user after a share; the upload dialog opens there. */
export const SHARE_LANDING = '/video?shared=1'

/**
 * Message the page sends the service worker once it takes control, with the images the page
 * showed before (its requests never met the worker): the worker keeps them as its own.
 */
export const SHOWN_IMAGES_MESSAGE = 'KEEP_SHOWN_IMAGES'

/** Message the page sends the service worker to drop the image cache and its metadata. */
export const WIPE_MESSAGE = 'WIPE_USER_DATA'

/** Runtime image cache bounds: a few library pages and detail pages worth of images. */
export const IMAGE_CACHE_MAX_ENTRIES = 1000
export const IMAGE_CACHE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

/**
 * Cache Storage: the videos, trailers and scene clips kept for offline (user data;
 * offline/kept-files.ts). Not the precache and not named after the build: a deploy keeps them.
 */
export const KEPT_CACHE = 'vi-kept-videos'
/**
 * The same-origin path under which the service worker answers a kept file, with `Range`
 * (`/kept-video/{videoId}/{kind}`): the page plays that address only while the worker controls it.
 */
export const KEPT_PATH = '/kept-video/'
/**
 * IndexedDB database of the uploads waiting for the network (user data: offline/waiting-uploads.ts),
 * and the origin private file system folder that holds their files.
 */
export const WAITING_UPLOADS_DB = 'vi-waiting-uploads'
export const WAITING_UPLOADS_DIR = 'waiting-uploads'
