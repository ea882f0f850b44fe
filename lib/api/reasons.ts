import type { ErrorStatus } from "./errors";

/**
 * Every `reason` an error answer may carry, with its status and what it means. ApiError accepts only these,
 * so a new reason is added here first; the OpenAPI document, the console's error texts and /docs/api read
 * this list.
 */
export const REASONS = {
  // 400
  VALIDATION_FAILED: { status: 400, meaning: "The request failed validation; details name each field and what is wrong." },
  MALFORMED_JSON: { status: 400, meaning: "The body is not valid JSON, or nests objects and arrays deeper than 64 levels." },
  BODY_TOO_LARGE: {
    status: 400,
    meaning: "The JSON body is larger than 1 MiB: answered at once, the rest read and thrown away, and the connection closed.",
  },
  UNSUPPORTED_CONTENT_TYPE: { status: 400, meaning: "A JSON route was sent a body whose Content-Type is not application/json." },
  DRY_RUN_UNSUPPORTED: {
    status: 400,
    meaning: "dryRun=true was asked of a write that cannot run in one transaction (an upload): nothing was done.",
  },
  MALFORMED_PATH: { status: 400, meaning: "The path holds a percent-encoding that does not decode to UTF-8." },
  MALFORMED_REQUEST: {
    status: 400,
    meaning: "The request is not valid HTTP/1.1 (e.g. bytes after a body of Content-Length 0); the connection is closed.",
  },
  HEADERS_TOO_LARGE: { status: 400, meaning: "The request line and headers are larger than 16 KiB; the connection is closed." },
  REQUEST_TIMEOUT: { status: 400, meaning: "The request's headers or body did not arrive in time; the connection is closed." },
  CLIENT_CLOSED_REQUEST: { status: 400, meaning: "The client closed the request before it was answered." },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 400,
    meaning: "The webhook URL's host is (or resolves to) a private, loopback or otherwise non-public address the server does not allow.",
  },
  INVALID_STATEMENT: { status: 400, meaning: "A role statement is not ACTION@TARGET with a known action and target." },
  STORE_URL_REQUIRED: { status: 400, meaning: "The platform needs its store or review URL before approval can be requested." },
  FILE_REQUIRED: { status: 400, meaning: "The upload has no file part." },
  TOO_MANY_FILES: { status: 400, meaning: "The upload carries more than one file." },
  FILE_TOO_LARGE: { status: 400, meaning: "The file is larger than the upload limit." },
  UNSUPPORTED_MEDIA_TYPE: { status: 400, meaning: "The file is not an image or video type accepted for the product type." },
  ANIMATED_IMAGE_NOT_ALLOWED: { status: 400, meaning: "Animated images are not accepted." },
  INVALID_PRODUCT_TYPE: { status: 400, meaning: "productType is missing, repeated or not one of the accepted values." },
  MALFORMED_MULTIPART: { status: 400, meaning: "The multipart body cannot be read." },
  WRONG_PASSWORD: {
    status: 400,
    meaning: "The password given (the current one to change it, the sign-up one to confirm an e-mail) is not right.",
  },
  WRONG_CODE: {
    status: 400,
    meaning: "The authenticator code or recovery code is not right, was already used, or the sign-in step it answers has expired.",
  },
  PASSKEY_NOT_VERIFIED: { status: 400, meaning: "The passkey's answer does not check out (wrong challenge, origin or signature)." },
  ATTRIBUTION_NOT_SET_UP: {
    status: 400,
    meaning: "A CPI bid or a goal needs attribution set up for every app the campaign promotes: both count attributed installs.",
  },
  POSTBACK_MALFORMED: {
    status: 400,
    meaning: "The postback cannot be read (no kind, time or event name, a bad revenue or id); it is kept 7 days in the app's postback log.",
  },
  STATEMENT_MONTH_NOT_ENDED: {
    status: 400,
    meaning: "The month has not ended in the organization's time zone: its statement exists from the next month's first day.",
  },
  SETUP_LINK_INVALID: {
    status: 400,
    meaning: "The setup link is not the instance's current one (each start without an administrator prints a new one).",
  },
  TOKEN_INVALID: { status: 400, meaning: "A confirmation, reset or invitation link is invalid, already used or expired." },
  SKAN_VERSION_UNSUPPORTED: {
    status: 400,
    meaning: "The SKAdNetwork postback's version is not one this network verifies (3.0 and 4.x; AdAttributionKit is a jws-string).",
  },
  // 401
  UNAUTHENTICATED: { status: 401, meaning: "No session and no API key." },
  INVALID_AUTHORIZATION: { status: 401, meaning: "The Authorization header is not `Bearer <apiKey>`." },
  INVALID_API_KEY: { status: 401, meaning: "The API key is unknown or revoked." },
  API_KEY_EXPIRED: { status: 401, meaning: "The API key's policy has expired." },
  SESSION_INVALID: { status: 401, meaning: "The session's user no longer exists; sign in again." },
  INVALID_METRICS_TOKEN: { status: 401, meaning: "GET /api/metrics needs Authorization: Bearer <METRICS_TOKEN>." },
  // 403
  SKAN_SIGNATURE_INVALID: {
    status: 403,
    meaning:
      "The postback's attribution-signature or JWS does not verify against Apple's public keys (SKAN_PUBLIC_KEYS); nothing is stored.",
  },
  PERMISSION_DENIED: { status: 403, meaning: "The caller's role (or reviewer flag) does not allow this action on this target." },
  NOT_A_MEMBER: { status: 403, meaning: "The caller is not a member of this organization." },
  MEMBERSHIP_EXPIRED: { status: 403, meaning: "The caller's membership of this organization has expired." },
  IP_NOT_ALLOWED: {
    status: 403,
    meaning: "The API key's (or postback token's) IP whitelist does not include the caller's address.",
  },
  CROSS_ORIGIN_REQUEST: { status: 403, meaning: "A session cookie was sent from another origin; use an API key." },
  TWO_FACTOR_REQUIRED: {
    status: 403,
    meaning:
      "The organization requires two-factor sign-in and the signed-in user has none; set it up in the profile (API keys are not affected).",
  },
  RECIPIENT_CANNOT_READ: {
    status: 403,
    meaning: "A report recipient's role does not let them read that report; details name each such recipient.",
  },
  SESSION_REQUIRED: {
    status: 403,
    meaning:
      "Only the person's own console session reaches their account (profile, password, sessions, second factors, notification settings, new organizations), never an API key.",
  },
  REAUTHENTICATION_REQUIRED: {
    status: 403,
    meaning:
      "Adding or removing a second factor needs the person to have proven it is them within the last 10 minutes: POST /api/auth/reauthenticate, then try again.",
  },
  POSTBACK_TOKEN_INVALID: {
    status: 403,
    meaning: "The postback URL's token is unknown, revoked or past its rotation overlap (or its app is deleted); nothing is stored.",
  },
  POSTBACK_PARTNER_MISMATCH: {
    status: 403,
    meaning: "The postback URL names another partner than the one the app's attribution is set up with; nothing is stored.",
  },
  INVITATION_FOR_ANOTHER_ACCOUNT: { status: 403, meaning: "The invitation was sent to another e-mail than the signed-in account's." },
  // 404
  NOT_FOUND: { status: 404, meaning: "The resource does not exist, or not in this organization." },
  ROUTE_NOT_FOUND: { status: 404, meaning: "No API route has this path." },
  METHOD_NOT_ALLOWED: { status: 404, meaning: "The route does not answer this method; the Allow header lists those it does." },
  ACCOUNT_NOT_REGISTERED: { status: 404, meaning: "The organization has not registered a settlement account yet." },
  METRICS_DISABLED: { status: 404, meaning: "Metrics are off: the server has no METRICS_TOKEN." },
  // 409
  ALREADY_EXISTS: { status: 409, meaning: "A record with these unique values already exists." },
  EMAIL_TAKEN: { status: 409, meaning: "A user with this email already exists." },
  MEMBER_EXISTS: { status: 409, meaning: "The user is already a member of this organization." },
  LAST_OWNER: { status: 409, meaning: "The change would leave the organization without an Owner." },
  ROLE_NAME_TAKEN: { status: 409, meaning: "Another role of the organization has this name." },
  ROLE_IN_USE: { status: 409, meaning: "Members or service accounts still hold the role." },
  INTEGRATION_KEY_NOT_ALLOWED: {
    status: 403,
    meaning: "The platform integration key was used outside what it may do: reporting delivery and reading the serving feed.",
  },
  INTEGRATION_KEY_INACTIVE: { status: 409, meaning: "The integration key is revoked or was already replaced by a rotation." },
  SERVICE_ACCOUNT_NOT_ALLOWED: {
    status: 403,
    meaning: "A service account's key was used on a route for a person (their organizations, profile, membership).",
  },
  SERVICE_ACCOUNT_NAME_TAKEN: { status: 409, meaning: "Another service account of the organization has this name." },
  SERVICE_ACCOUNT_KEY_INACTIVE: { status: 409, meaning: "The service account key is revoked or already replaced by a rotation." },
  POSTBACK_TOKEN_INACTIVE: {
    status: 409,
    meaning: "The postback token is revoked, or was replaced by a rotation (and its overlap may have ended).",
  },
  SYSTEM_ROLE_IMMUTABLE: { status: 409, meaning: "System roles cannot be changed or deleted." },
  INVALID_APPROVAL_TRANSITION: { status: 409, meaning: "The approval action is not allowed from the platform's current status." },
  INVALID_STATUS_TRANSITION: {
    status: 409,
    meaning: "The status change is not allowed from the campaign's current status (or the campaign has ended).",
  },
  CREATIVE_NOT_READY: {
    status: 409,
    meaning: "A creative's asset is not READY or not of the creative's kind (image or video); assetId names it.",
  },
  WEBHOOK_LIMIT_REACHED: { status: 409, meaning: "The organization already has the most webhook endpoints it can (20)." },
  WEBHOOK_DISABLED: { status: 409, meaning: "The webhook endpoint is turned off: nothing is sent to it until it is turned on." },
  ADS_LIMIT_REACHED: { status: 409, meaning: "The campaign already holds the most ads it can (100): no ad can be added." },
  CREATIVE_SNAPSHOT_MISSING: {
    status: 409,
    meaning: "A hosted image of the ad has no stored snapshot yet, so the ad cannot be approved; details name the creative.",
  },
  BUDGET_BELOW_SPEND: { status: 409, meaning: "The new budget is below what the campaign has already spent." },
  BATCH_REFUSED: {
    status: 409,
    meaning: "An atomic batch had an operation refused, so none of its operations was kept; details and results name each refused one.",
  },
  PLAN_STALE: {
    status: 409,
    meaning: "A campaign of the plan changed since the version the plan carries was read: nothing was applied; export it again.",
  },
  CAMPAIGN_STARTED: { status: 409, meaning: "The campaign has already started: its start can no longer be changed." },
  BID_TYPE_LOCKED: { status: 409, meaning: "The campaign has already spent: its bid type (CPM or CPI) can no longer change." },
  ASSET_NOT_RETRYABLE: { status: 409, meaning: "Only a FAILED asset whose failure is retryable can be retried." },
  INSUFFICIENT_BALANCE: { status: 409, meaning: "The balance cannot cover the charge." },
  BALANCE_LIMIT_EXCEEDED: { status: 409, meaning: "The charge would take the balance above its maximum." },
  IDEMPOTENCY_KEY_REUSED: { status: 409, meaning: "The Idempotency-Key was already used by this caller for a different request." },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    meaning: "The first request with this Idempotency-Key is still running; retry once it has finished.",
  },
  INSTANCE_ALREADY_CLAIMED: { status: 409, meaning: "The instance already has an administrator: its setup link works once." },
  SIGN_UP_NOT_WAITING: { status: 409, meaning: "The sign-up no longer waits: it was confirmed, replaced by another or has expired." },
  INVITATION_NOT_PENDING: { status: 409, meaning: "The invitation was already accepted." },
  SIGN_IN_TO_ACCEPT: { status: 409, meaning: "An account already uses the invited e-mail: sign in with it, then accept." },
  DELIVERY_TOTALS_DECREASED: {
    status: 409,
    meaning: "A delivery row's running totals are smaller than those already reported for that ad and day.",
  },
  DELIVERY_GRANULARITY_MISMATCH: {
    status: 409,
    meaning:
      "A row reports an ad's day another way (one row, by hour, by country, or both) than the request's other rows or the stored day; details name the rows.",
  },
  DELIVERY_BEFORE_CAMPAIGN: {
    status: 409,
    meaning: "A delivery row is dated before the (UTC) day its ad's campaign was created.",
  },
  INVALID_TAX_INVOICE_TRANSITION: {
    status: 409,
    meaning: "The tax invoice is no longer waiting (already recorded as issued or rejected).",
  },
  TAX_INVOICE_ALREADY_REQUESTED: { status: 409, meaning: "That top-up or month already has a tax invoice, requested or issued." },
  BUSINESS_DETAILS_REQUIRED: { status: 409, meaning: "A tax invoice needs the organization's business details; register them first." },
  TOP_UP_NOT_CONFIRMED: { status: 409, meaning: "Only confirmed top-ups have tax invoices (none was confirmed in that month)." },
  APPROVAL_NUMBER_TAKEN: { status: 409, meaning: "Another tax invoice was already recorded with that approval number." },
  INVALID_REFUND_TRANSITION: { status: 409, meaning: "The refund request is no longer open (already approved or rejected)." },
  REFUND_EXCEEDS_REFUNDABLE: {
    status: 409,
    meaning: "The amount is above what can be refunded now: the balance less what campaigns may still spend and any open request.",
  },
  INVALID_TOP_UP_TRANSITION: { status: 409, meaning: "The top-up request is no longer open (already confirmed or cancelled)." },
  // 410
  SERVING_CURSOR_EXPIRED: {
    status: 410,
    meaning:
      "The serving change log no longer holds every change after this cursor (it keeps SERVING_CHANGES_RETENTION_DAYS days): read GET serving/ads in full again and follow changes from its changesCursor.",
  },
  // 429
  RATE_LIMITED: {
    status: 429,
    meaning:
      "A rate limit is used up (the API key's, a postback token's, sign-in attempts', or an organization's test events); Retry-After says when to try again.",
  },
  // 500
  INTERNAL_ERROR: { status: 500, meaning: "An unexpected error; the message carries the request id." },
  SETTLEMENT_ENCRYPTION_NOT_CONFIGURED: { status: 500, meaning: "The server has no settlement encryption key configured." },
  // 503
  SERVICE_UNAVAILABLE: { status: 503, meaning: "The database or storage is unreachable; try again shortly." },
  LOCK_TIMEOUT: { status: 503, meaning: "Too many changes to one row at once; try again after Retry-After." },
  NOT_READY: { status: 503, meaning: "GET /api/ready: the database, Redis or storage is unreachable; details name which." },
} as const satisfies Record<string, { status: ErrorStatus; meaning: string }>;

export type Reason = keyof typeof REASONS;
/** The reasons that go with one status, e.g. `ReasonOf<409>`. */
export type ReasonOf<S extends ErrorStatus> = { [R in Reason]: (typeof REASONS)[R]["status"] extends S ? R : never }[Reason];

export const REASON_IDS = Object.keys(REASONS) as Reason[];
