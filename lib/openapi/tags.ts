/** What each route group of the document covers, in the order the document lists them (Redocly's tag-description). */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Account:
    "The signed-in person's own account: profile, password, sessions, second factors and passkeys. The console session only; no API key reaches it.",
  Organizations: "The organizations the caller belongs to: list, create (the caller becomes its Owner), read and rename one.",
  Members: "An organization's members: add by e-mail, change role and expiry, remove; each member's API key, its policy and rotation.",
  "Roles and permissions": "The actions a role may take (the permission catalogue), the system roles and the organization's own roles.",
  "Service accounts":
    "Non-person callers of one organization, each with a role and its own keys (osk_…): issue, rotate with an overlap, revoke.",
  Apps: "The advertised games and their platforms (Android, iOS, Windows, H5) with store URL and settings, each reviewed before it is advertised.",
  Review:
    "The platform's reviewers: the queues of campaigns, ads and app platforms waiting for a decision, and the serving system's integration keys.",
  Instance:
    "For the instance's administrator (who claimed the setup link the first start printed): accounts, platform reviewer rights, sign-ups waiting for confirmation and password reset links on an install without mail.",
  Campaigns: "Campaigns and their ads: budget, schedule, targeting and creatives, submitted for review, paused, resumed and ended.",
  "Cross promotions": "House campaigns: the organization's own games advertised inside its other games, free of charge.",
  "Creative assets": "Images and videos uploaded for ads: stored at once, then processed (dimensions, duration, thumbnail) on a job queue.",
  Settlement: "The organization's settlement (bank) account, and the charges recorded against its balance.",
  Balance: "The organization's prepaid balance in KRW and the bank-transfer top-ups that fill it.",
  Audit: "Who changed what and when in the organization, through the console, an API key or a service account.",
  Webhooks:
    "Endpoints that receive the organization's events as signed POSTs (Standard Webhooks), their deliveries and tries; the payloads are under webhooks.",
  Events: "What happened in the organization over the last 30 days, newest first: the same events the webhooks deliver.",
  Notifications: "The signed-in person's notifications (the console's bell) and which groups of events they are e-mailed.",
  Delivery:
    "The serving system's side, with an integration key: the feed of ads that may serve, and delivery reported back (impressions, clicks, installs, spend).",
  Attribution:
    "Installs, in-app events and revenue from the app's attribution partner (AppsFlyer, Adjust, Singular or another) and Apple's SKAdNetwork: settings per platform, postback tokens, tracking links, the postback receiver and its log.",
  Billing:
    "What a finance team files: business details, receipts of top-ups, monthly statements, tax invoices and refunds of unused balance.",
  Reports: "Delivery added up by day, hour, country or ad, per campaign or for the organization; CSV exports and e-mailed schedules.",
  Meta: "This document.",
  Operations: "For the instance's operator: health and readiness checks and the Prometheus metrics.",
};
