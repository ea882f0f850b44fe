// The message namespaces each part of the app hands the browser: what its client components translate, not the
// whole catalogue (76 KB of every page's HTML when the root layout gave every page everything). A layout gives
// its part these through AreaMessages; an inner layout's provider replaces the outer one's for what it wraps.
// client-namespaces.test.ts reads the code and fails when a part's list is not exactly what its client code uses.
export const CLIENT_NAMESPACES = {
  /** app/: the home page and the bare 404. */
  root: ["common"],
  auth: ["auth", "common", "labels"],
  docs: ["docs"],
  /** app/(console) outside an organization: the organization list, the profile, the console's error pages. */
  console: ["auth", "common", "labels", "notifications", "organizations", "profile", "reasons", "shell"],
  /** The organization's shell (sidebar, switcher, its error pages); each area below has its own list. */
  organization: ["auth", "common", "labels", "notifications", "profile", "shell"],
  "api-key": ["common", "members", "reasons"],
  apps: ["apps", "common", "crossPromotions", "reasons"],
  assets: ["assets", "common", "reasons"],
  audit: ["audit", "common", "reasons"],
  balance: ["balance", "billing", "common", "reasons"],
  campaigns: ["apps", "assets", "audit", "campaigns", "campaignsBulk", "campaignsPlan", "common", "reasons"],
  "cross-promotions": ["apps", "assets", "campaigns", "common", "crossPromotions", "reasons"],
  dashboard: ["campaigns", "common", "dashboard", "reasons"],
  instance: ["audit", "common", "instance", "reasons"],
  members: ["common", "labels", "members", "reasons"],
  permissions: ["catalogue", "common", "permissions", "reasons"],
  reports: ["apps", "assets", "campaigns", "common", "reasons"],
  review: ["apps", "assets", "balance", "billing", "campaigns", "common", "reasons", "review"],
  roles: ["apps", "catalogue", "common", "labels", "members", "reasons", "roles"],
  "service-accounts": ["common", "labels", "members", "reasons", "serviceAccounts"],
  settings: ["billing", "common", "labels", "members", "reasons", "settings"],
  settlement: ["common", "reasons", "settlement"],
  webhooks: ["common", "labels", "reasons", "webhooks"],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof CLIENT_NAMESPACES;

/** The namespaces of `messages` that `area` hands the browser. */
export function messagesFor<M extends Record<string, unknown>>(messages: M, area: MessageArea): Partial<M> {
  return Object.fromEntries(CLIENT_NAMESPACES[area].filter((name) => name in messages).map((name) => [name, messages[name]])) as Partial<M>;
}
