import "server-only";
import enApiOperations from "./messages/en/apiOperations.json";
import enApps from "./messages/en/apps.json";
import enAssets from "./messages/en/assets.json";
import enAudit from "./messages/en/audit.json";
import enAuth from "./messages/en/auth.json";
import enBalance from "./messages/en/balance.json";
import enBilling from "./messages/en/billing.json";
import enCampaigns from "./messages/en/campaigns.json";
import enCampaignsBulk from "./messages/en/campaignsBulk.json";
import enCampaignsPlan from "./messages/en/campaignsPlan.json";
import enCatalogue from "./messages/en/catalogue.json";
import enCommon from "./messages/en/common.json";
import enCrossPromotions from "./messages/en/crossPromotions.json";
import enDashboard from "./messages/en/dashboard.json";
import enDocs from "./messages/en/docs.json";
import enInstance from "./messages/en/instance.json";
import enLabels from "./messages/en/labels.json";
import enMail from "./messages/en/mail.json";
import enMembers from "./messages/en/members.json";
import enNotifications from "./messages/en/notifications.json";
import enServiceAccounts from "./messages/en/serviceAccounts.json";
import enOrganizations from "./messages/en/organizations.json";
import enPermissions from "./messages/en/permissions.json";
import enProfile from "./messages/en/profile.json";
import enReasons from "./messages/en/reasons.json";
import enReview from "./messages/en/review.json";
import enRoles from "./messages/en/roles.json";
import enSettings from "./messages/en/settings.json";
import enSettlement from "./messages/en/settlement.json";
import enShell from "./messages/en/shell.json";
import enWebhooks from "./messages/en/webhooks.json";
import koApiOperations from "./messages/ko/apiOperations.json";
import koApps from "./messages/ko/apps.json";
import koAssets from "./messages/ko/assets.json";
import koAudit from "./messages/ko/audit.json";
import koAuth from "./messages/ko/auth.json";
import koBalance from "./messages/ko/balance.json";
import koBilling from "./messages/ko/billing.json";
import koCampaigns from "./messages/ko/campaigns.json";
import koCampaignsBulk from "./messages/ko/campaignsBulk.json";
import koCampaignsPlan from "./messages/ko/campaignsPlan.json";
import koCatalogue from "./messages/ko/catalogue.json";
import koCommon from "./messages/ko/common.json";
import koCrossPromotions from "./messages/ko/crossPromotions.json";
import koDashboard from "./messages/ko/dashboard.json";
import koDocs from "./messages/ko/docs.json";
import koInstance from "./messages/ko/instance.json";
import koLabels from "./messages/ko/labels.json";
import koMail from "./messages/ko/mail.json";
import koMembers from "./messages/ko/members.json";
import koNotifications from "./messages/ko/notifications.json";
import koServiceAccounts from "./messages/ko/serviceAccounts.json";
import koOrganizations from "./messages/ko/organizations.json";
import koPermissions from "./messages/ko/permissions.json";
import koProfile from "./messages/ko/profile.json";
import koReasons from "./messages/ko/reasons.json";
import koReview from "./messages/ko/review.json";
import koRoles from "./messages/ko/roles.json";
import koSettings from "./messages/ko/settings.json";
import koSettlement from "./messages/ko/settlement.json";
import koShell from "./messages/ko/shell.json";
import koWebhooks from "./messages/ko/webhooks.json";
import type { Locale } from "./config";

type Messages = Record<string, unknown>;

// Imported, not read from disk: next-intl's message loader (next.config.mjs) compiles every file under messages/
// into the formatter's precompiled form, so neither the server nor the browser parses ICU text. Under vitest and
// tsx the same imports are the raw JSON, which next-intl's full formatter reads. One line per namespace file;
// messages.test.ts fails when a file is missing here.
const CATALOGUES: Record<Locale, Messages> = {
  en: {
    apiOperations: enApiOperations,
    apps: enApps,
    assets: enAssets,
    audit: enAudit,
    auth: enAuth,
    balance: enBalance,
    billing: enBilling,
    campaigns: enCampaigns,
    campaignsBulk: enCampaignsBulk,
    campaignsPlan: enCampaignsPlan,
    catalogue: enCatalogue,
    common: enCommon,
    crossPromotions: enCrossPromotions,
    dashboard: enDashboard,
    docs: enDocs,
    instance: enInstance,
    labels: enLabels,
    mail: enMail,
    members: enMembers,
    notifications: enNotifications,
    organizations: enOrganizations,
    permissions: enPermissions,
    profile: enProfile,
    reasons: enReasons,
    review: enReview,
    roles: enRoles,
    serviceAccounts: enServiceAccounts,
    settings: enSettings,
    settlement: enSettlement,
    shell: enShell,
    webhooks: enWebhooks,
  },
  ko: {
    apiOperations: koApiOperations,
    apps: koApps,
    assets: koAssets,
    audit: koAudit,
    auth: koAuth,
    balance: koBalance,
    billing: koBilling,
    campaigns: koCampaigns,
    campaignsBulk: koCampaignsBulk,
    campaignsPlan: koCampaignsPlan,
    catalogue: koCatalogue,
    common: koCommon,
    crossPromotions: koCrossPromotions,
    dashboard: koDashboard,
    docs: koDocs,
    instance: koInstance,
    labels: koLabels,
    mail: koMail,
    members: koMembers,
    notifications: koNotifications,
    organizations: koOrganizations,
    permissions: koPermissions,
    profile: koProfile,
    reasons: koReasons,
    review: koReview,
    roles: koRoles,
    serviceAccounts: koServiceAccounts,
    settings: koSettings,
    settlement: koSettlement,
    shell: koShell,
    webhooks: koWebhooks,
  },
};

/** One catalogue per locale, split into namespace files: messages/<locale>/<namespace>.json. */
export function loadMessages(locale: Locale): Messages {
  return CATALOGUES[locale];
}
