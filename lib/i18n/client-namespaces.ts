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
  /**
   * The organization's shell (sidebar, switcher, its error pages); each area below has its own list. Whole
   * namespaces: the console layout's provider above has them already, and React writes a shared object once per
   * payload, so sections of them here would cost more, not less (bench/README.md).
   */
  organization: ["auth", "common", "labels", "notifications", "profile", "shell"],
  "api-key": ["common", "members", "reasons"],
  apps: ["apps", "common", "crossPromotions", "reasons"],
  assets: ["assets", "common", "reasons"],
  audit: ["audit", "common", "reasons"],
  balance: ["balance", "billing", "common", "reasons"],
  /** The campaigns list's page: of the campaigns' words, only the sections its rows, filters and bulk bar show. */
  campaignList: [
    "campaigns.ads",
    "campaigns.adsCount",
    "campaigns.columns",
    "campaigns.create",
    "campaigns.empty",
    "campaigns.emptyFiltered",
    "campaigns.filters",
    "campaigns.list",
    "campaigns.loadMore",
    "campaigns.noEnd",
    "campaigns.performance",
    "campaigns.serving",
    "campaigns.status",
    "campaigns.subtitle",
    "campaigns.title",
    "campaigns.whenApproved",
    "campaignsBulk",
    "campaignsPlan",
    "common",
    "reasons",
  ],
  /** A campaign's page and the new campaign form. */
  campaigns: ["apps", "assets", "audit", "campaigns", "campaignsBulk", "common", "reasons"],
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

/** The namespaces of `messages` that `area` hands the browser; of a namespace listed as "ns.section", those sections. */
export function messagesFor<M extends Record<string, unknown>>(messages: M, area: MessageArea): Partial<M> {
  const picked: Record<string, unknown> = {};
  for (const name of CLIENT_NAMESPACES[area] as readonly string[]) {
    const [namespace, section] = name.split(".");
    const words = messages[namespace];
    if (words === undefined) continue;
    if (section === undefined) picked[namespace] = words;
    else if (typeof words === "object" && words !== null && section in words) {
      picked[namespace] = { ...(picked[namespace] as object), [section]: (words as Record<string, unknown>)[section] };
    }
  }
  return picked as Partial<M>;
}
