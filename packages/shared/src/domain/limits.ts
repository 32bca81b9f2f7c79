// Business constants and timing of the core spec, section 9. The spec gives some values without
// saying what they are for; the names below are our reading and say so where it is a guess.

export const PAGINATION = {
  DEFAULT_PAGE_SIZE: 10,
  DEFAULT_LIMIT: 10,
  /** Deepest offset + limit a list may reach, so deep paging cannot scan everything. */
  MAX_RESULT_WINDOW: 10_000,
} as const;

/** Read as: search-history ids and job-description ids. */
export const ID_PREFIX = { SEARCH_HISTORY: 'sh_', JOB_DESCRIPTION: 'jd_' } as const;

export const SEARCH_PLACEHOLDER = 'Type To Search';

/** The member list asks for everything at once: start 0, limit 0 means no limit. */
export const MEMBER_LIST_QUERY = { start: 0, limit: 0 } as const;
export const SEAT_PRICE_QUERY_QUANTITY = 1;

export const TIMING_MS = {
  LIST_POLL_INTERVAL: 600_000,
  ERROR_RETRY_DELAY: 180_000,
  FOCUS_REFETCH_THROTTLE: 5_000,
  NURTURING_SENDER_REFRESH_THROTTLE: 100,
  CAMPAIGN_PERFORMANCE_REFRESH: 600_000,
  MEETING_EVENTS_POLL: 600_000,
  CALENDAR_LINK_POLL: 600_000,
  CALENDAR_LINK_RETRY_DELAY: 180_000,
  FILE_DOWNLOAD_IFRAME_TTL: 10_000,
} as const;

export const ERROR_RETRY_MAX_ATTEMPTS = 3;
export const CALENDAR_LINK_RETRY_MAX_ATTEMPTS = 3;

export const TEMPLATE_THUMBNAIL_SIZE = { width: 400, height: 600 } as const;
export const DEFAULT_FRAME_SIZE = { width: 1080, height: 720 } as const;

export const AVATAR_PALETTE_SIZE = 23;

/** Icons in the boolean-search platform picker, in px. */
export const PLATFORM_ICON_SIZE = 16;
