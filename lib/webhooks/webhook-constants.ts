// The webhook values the console's pages need, apart from the zod schemas so those pages do not load zod and the
// URL checks with them.

/** An organization keeps at most this many endpoints (409 WEBHOOK_LIMIT_REACHED past it). */
export const WEBHOOKS_MAX = 20;

export const WEBHOOK_DISABLED_REASONS = ["FAILING"] as const;

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;
