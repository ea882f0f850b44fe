// The message namespaces each part of the app hands the browser: what its client components translate, not the
// whole catalogue (76 KB of every page's HTML when the root layout gave every page everything). A layout gives
// its part these through AreaMessages; an inner layout's provider replaces the outer one's for what it wraps.
// client-namespaces.test.ts reads the code and fails when a part's list is not exactly what its client code uses.
export const CLIENT_NAMESPACES = {
  /** app/: the home page and the bare 404. */
  root: ["common"],
  auth: ["auth", "common", "labels"],
  docs: ["docs"],
  /**
   * app/(console)'s own error pages only: its provider is in every organization page's payload, under the
   * organization's. The pages outside an organization (its list, the profile, the notifications) have their own.
   */
  console: ["common", "shell"],
  organizationList: [
    "auth.signOut",
    "common",
    "labels.eventGroups",
    "labels.eventTypes",
    "labels.features",
    "labels.roleTypes",
    "labels.systemRoles",
    "organizations",
    "reasons",
  ],
  profile: ["common", "notifications.groups", "notifications.preferences", "profile", "reasons"],
  notifications: [
    "common",
    "notifications.empty",
    "notifications.loadMore",
    "notifications.markAllRead",
    "notifications.new",
    "notifications.pageSubtitle",
    "notifications.pageTitle",
    "notifications.showUnreadOnly",
    "notifications.types",
    "notifications.unnamed",
    "notifications.unread",
    "reasons",
  ],
  /**
   * The organization's shell (sidebar, switcher, bell, its error pages); each area below has its own list. Of the
   * namespaces the console layout's provider above has whole (React writes a shared object once per payload), it
   * lists whole ones; of the others, the sections the shell shows.
   */
  organization: [
    "auth.signOut",
    "common",
    "labels.eventGroups",
    "labels.eventTypes",
    "labels.features",
    "labels.roleTypes",
    "labels.systemRoles",
    "notifications.bell",
    "notifications.empty",
    "notifications.loadFailed",
    "notifications.markAllRead",
    "notifications.new",
    "notifications.panelTitle",
    "notifications.seeAll",
    "notifications.types",
    "notifications.unnamed",
    "notifications.unread",
    "profile.link",
    "shell",
  ],
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
