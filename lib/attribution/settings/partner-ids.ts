import type { AttributionPartner, AttributionPlatform } from "@/lib/attribution/partners";
import { AD_SERVER_MACROS, GENERIC_TEMPLATE_FILLED, type PartnerSettingsInput } from "@/lib/attribution/tracking-link";

// How each partner names an app, and which extras its link needs. No zod here: the console's form and the route both
// call partnerIdIssues, and each names the field it finds wrong the way the request body spells it.

/** An Android package name (and the reverse-DNS bundle id Singular names an iOS app by): two or more dotted parts. */
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** AppsFlyer's id of an iOS app: "id" and the App Store's numeric id. */
const APPSFLYER_IOS_ID = /^id[0-9]{5,15}$/;
/** Adjust's app token: 12 lower-case letters and digits. */
const ADJUST_APP_TOKEN = /^[a-z0-9]{12}$/;
/** Adjust's tracker token: 6 or more lower-case letters and digits. */
const ADJUST_TRACKER_TOKEN = /^[a-z0-9]{6,32}$/;
/** Any id without spaces or control characters (a generic partner's own). */
const PLAIN_ID = /^[^\s\p{Cc}]{1,200}$/u;

const TEMPLATE_PLACEHOLDERS = new Set<string>([...GENERIC_TEMPLATE_FILLED, ...AD_SERVER_MACROS]);
type PartnerIdsInput = { partner: AttributionPartner; partnerAppId: string; partnerSettings?: PartnerSettingsInput };
type Issue = { path: string; message: string };

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

function partnerAppIdIssue(platform: AttributionPlatform, { partner, partnerAppId }: PartnerIdsInput): string | null {
  const ios = platform === "APP_PLATFORM_IOS";
  switch (partner) {
    case "APPSFLYER":
      if (ios) return APPSFLYER_IOS_ID.test(partnerAppId) ? null : 'must be "id" followed by the App Store id, e.g. id1234567890';
      return PACKAGE_NAME.test(partnerAppId) ? null : "must be the app's package name, e.g. com.studio.game";
    case "ADJUST":
      return ADJUST_APP_TOKEN.test(partnerAppId) ? null : "must be the Adjust app token: 12 lower-case letters and digits";
    case "SINGULAR":
      return PACKAGE_NAME.test(partnerAppId) ? null : "must be the app's package name or bundle id, e.g. com.studio.game";
    case "GENERIC":
      return PLAIN_ID.test(partnerAppId) ? null : "must be 1 to 200 characters without spaces";
  }
}

function templateIssue(template: string): string | null {
  if (template.length > 2048) return "must be at most 2048 characters";
  const url = httpsUrl(template.replace(/\{[a-z_]+\}/g, "x"));
  if (!url) return "must be an https:// address";
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]);
  if (names.some((name) => !TEMPLATE_PLACEHOLDERS.has(name))) return "must hold only the placeholders documented for link templates";
  if (!names.includes("click_id")) return "must include the click_id placeholder, so the click id comes back in postbacks";
  return null;
}

/** What is wrong with the partner's ids and extras for `platform`; empty when nothing is. */
export function partnerIdIssues(platform: AttributionPlatform, input: PartnerIdsInput): Issue[] {
  const issues: Issue[] = [];
  const idIssue = partnerAppIdIssue(platform, input);
  if (idIssue) issues.push({ path: "partnerAppId", message: idIssue });
  const extras = input.partnerSettings ?? {};
  const wanted: readonly string[] = { APPSFLYER: [], ADJUST: ["trackerToken"], SINGULAR: ["linkBase"], GENERIC: ["linkTemplate"] }[
    input.partner
  ];
  for (const key of Object.keys(extras) as (keyof PartnerSettingsInput)[]) {
    if (extras[key] !== undefined && !wanted.includes(key)) {
      issues.push({ path: `partnerSettings.${key}`, message: "is not used with this partner" });
    }
  }
  if (input.partner === "ADJUST" && !ADJUST_TRACKER_TOKEN.test(extras.trackerToken ?? "")) {
    issues.push({
      path: "partnerSettings.trackerToken",
      message: "must be the Adjust tracker token: 6 or more lower-case letters and digits",
    });
  }
  if (input.partner === "SINGULAR") {
    const url = httpsUrl(extras.linkBase ?? "");
    if (!url || !url.hostname.endsWith(".sng.link") || url.hash) {
      issues.push({
        path: "partnerSettings.linkBase",
        message: "must be the Singular Link made for this network, e.g. https://studio.sng.link/Ab1cd/ef2g",
      });
    }
  }
  if (input.partner === "GENERIC") {
    const issue = templateIssue(extras.linkTemplate ?? "");
    if (issue) issues.push({ path: "partnerSettings.linkTemplate", message: issue });
  }
  return issues;
}
