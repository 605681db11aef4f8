/**
 * Every limit and default of the product, in one place (docs/product.md §9 lists them; §5 says
 * where each is checked). Code everywhere reads these names; a number written out elsewhere is
 * a bug.
 */

// Text fields
/** Passwords: 8 to 20 letters and digits, on every password field. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20
/** About the video and the trailer instruction of the upload dialog. */
export const UPLOAD_TEXT_MAX = 500
/** The trailer and report instructions on the detail page. */
export const INSTRUCTION_MAX = 500
/** A person's name in the upload dialog (the input stops there). */
export const PERSON_NAME_MAX = 100
/** The search description; its input box allows two more so the over-limit message can show. */
export const DESCRIPTION_MAX = 1024
export const DESCRIPTION_INPUT_MAX = DESCRIPTION_MAX + 2
/** The library's tag search text. */
export const TAG_SEARCH_MAX = 200
/** The whitelisted query parameter carried through guard redirects, and a reset token. */
export const CARRIED_PARAM_MAX = 200
export const RESET_TOKEN_MAX = 2000
/** A scene index in an address: anything larger is a typing slip and is dropped. */
export const SCENE_INDEX_MAX = 1_000_000
/** The detail page's find text (`find=`): a few words, like the tag search. */
export const FIND_TEXT_MAX = 200
/** A moment in an address (`t=`, seconds): up to 99:59:59, the longest time the page shows. */
export const MOMENT_SECONDS_MAX = 359_999
/** The one-time code of an e-mail change: `otpLength` in config.json, within these bounds. */
export const OTP_LENGTH_DEFAULT = 6
export const OTP_LENGTH_MIN = 4
export const OTP_LENGTH_MAX = 8

// Files
export const VIDEO_MAX_BYTES = 5120 * 1024 * 1024
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** A video's file name, in characters: a longer one is refused before anything is sent. */
export const FILE_NAME_MAX = 255
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov'] as const
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg'] as const
/** The file pickers' `accept`: the extensions above and their media types. */
export const VIDEO_ACCEPT = '.mp4,.m4v,.mov,video/mp4,video/x-m4v,video/quicktime'
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml'

// Lists and pages
export const FIRST_PAGE = 1
/** A page number in a URL beyond this is repaired to the first page. */
export const PAGE_MAX = 100_000
/** The library and both search calls ask for 50 per page. */
export const LIST_PAGE_SIZE = 50
export const SEARCH_PAGE_SIZE = 50
/** A text a page's title quotes (the tag or text searched for) is cut to this many characters. */
export const TITLE_QUOTE_MAX = 40
/** Tags on a card before "View More". */
export const TAGS_COLLAPSED = 3
/** Frame images per scene on the detail page. */
export const FRAME_PREVIEW_COUNT = 6
/** A horizontal swipe at least this long moves the frame viewer to the next or previous frame. */
export const FRAME_SWIPE_PX = 40
/** A scene result's title is the first 60 characters of its description. */
export const SCENE_TITLE_LENGTH = 60

// Search
export const K_MIN = 1
export const K_MAX = 999
export const K_DEFAULT = 10
/** Top K input: digits only, at most this many (999 needs three; a fourth shows the clamp). */
export const K_INPUT_DIGITS = 4
export const SEARCH_MODES = ['videos', 'scenes'] as const
export const SEARCH_MODE_DEFAULT = 'videos'
export const SEARCH_METHODS = ['hybrid', 'dense', 'sparse'] as const
export const SEARCH_METHOD_DEFAULT = 'hybrid'
export const SEARCH_SCOPES = ['all', 'current'] as const
export const SEARCH_SCOPE_DEFAULT = 'all'
/** Tags suggested under the library's tag search box as the user types. */
export const TAG_SUGGESTIONS_MAX = 8
/**
 * What a similarity score says, per scale (docs/product.md §2 "Scores"): at or above `high` the
 * first word (strong match, top rank), at or above `mid` the second, below it the third. Each
 * method's scores run on a scale of their own, measured on the API double (docs/product.md §9).
 */
export const SCORE_BANDS = {
  /** Semantic: cosine similarity of meaning, which runs low (unrelated texts 0 to 0.2). */
  dense: { high: 0.35, mid: 0.25 },
  /** Keyword: BM25 normalised to 0..1 (one word of three found: about 0.3). */
  sparse: { high: 0.55, mid: 0.4 },
  /** Hybrid: the two rankings fused, so a rank: 1 is first in both, 0.5 first in one only. */
  hybrid: { high: 0.9, mid: 0.5 },
  /** Results from this device: its own keyword score (BM25 as s / (s + 8)). */
  device: { high: 0.5, mid: 0.3 },
} as const

// This device's search
/**
 * The offline search index holds at most this many videos: those the user opened or listed most
 * recently on this device (docs/product.md §4 Offline). A start and a typed query grow with it
 * (tests/bench/archive.mjs, src/api/local-search/README.md): at 10,000 videos × 20 scenes a start
 * took 2.35 s of worker CPU and answered 4.5 s after the first paint; at 1,000, 0.25 s and 0.9 s.
 */
export const LOCAL_SEARCH_MAX_VIDEOS = 1000

// Timing
/** A field is checked this long after a change (once it has been left). */
export const VALIDATION_DEBOUNCE_MS = 5
/** A failed session restore or verify at start moves to Login after about this long. */
export const START_FAILURE_REDIRECT_MS = 100
/** The detail page scrolls to the scene of the URL after this long. */
export const SCENE_SCROLL_DELAY_MS = 200
/** Find in this video writes its text to the address once typing has paused this long. */
export const FIND_ADDRESS_DELAY_MS = 300
/** The library refreshes this often while any video is being analysed. */
export const LIST_POLL_MS = 5000
/** "“title” is ready" stays above the library this long after the video finished. */
export const READY_NOTICE_MS = 10_000
/** How long a chosen video's header may take to read; then it goes with length 0. */
export const VIDEO_METADATA_TIMEOUT_MS = 10_000
/** How long the upload tray keeps saying "uploaded" before it tidies itself away. */
export const UPLOAD_DONE_VISIBLE_MS = 10_000
/**
 * A file the network dropped under is tried again after these waits, one more each time it
 * drops again (the last one repeats); offline it waits for the network instead.
 */
export const UPLOAD_RETRY_WAITS_MS = [1_000, 3_000, 10_000, 30_000, 60_000] as const
/**
 * A confirmed logout waits this long for the removal of unfinished uploads' videos, then cuts it
 * off and ends the session: a logout always ends, whatever the API does (docs/decisions.md).
 */
export const LOGOUT_DISCARD_WAIT_MS = 3000
/**
 * A session end waits this long for the device's shared storage to be wiped, then goes on to
 * Login while the wipe finishes behind it: a page frozen in the back/forward cache can hold an
 * IndexedDB transaction, and every write after it waits until the browser drops that page
 * (docs/architecture.md, "Storage a frozen page holds").
 */
export const SESSION_WIPE_WAIT_MS = 2000
/**
 * A start waits this long for the saved copy (read, or made the user's) before its first load;
 * a page frozen mid-write can hold it (docs/architecture.md, "Storage a frozen page holds").
 */
export const START_STORAGE_WAIT_MS = 3000
/** The detail page refreshes this often while a trailer or report is being made. */
export const GENERATION_POLL_MS = 3000
