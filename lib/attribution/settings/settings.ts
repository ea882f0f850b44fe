import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { getAppOrThrow } from "@/lib/apps/get-app-or-throw";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { withRowLock } from "@/lib/db/row-lock";
import { ATTRIBUTION_PLATFORMS, type AttributionPartner, type AttributionPlatform } from "@/lib/attribution/partners";
import { partnerIdIssues } from "./partner-ids";
import type { AttributionSetting, AttributionSettingInput, AttributionSettingList } from "./schemas";

// An app's attribution setting per platform. A change is made under the app's row lock, on the app read there: a
// platform the app does not have (or an app deleted meanwhile) is refused, never half-written.

type SettingRow = Prisma.AttributionSettingGetPayload<object>;

function serializeAttributionSetting(row: SettingRow): AttributionSetting {
  return {
    appId: row.appId,
    platform: row.platform as AttributionPlatform,
    partner: row.partner as AttributionPartner,
    partnerAppId: row.partnerAppId,
    partnerSettings: (row.partnerSettings ?? {}) as AttributionSetting["partnerSettings"],
    conversionEvents: row.conversionEvents,
    revenueEvents: row.revenueEvents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const platformOrder = (row: { platform: string }) => ATTRIBUTION_PLATFORMS.indexOf(row.platform as AttributionPlatform);

/** The platforms of the app set up, Android first (404 for an app of another organization or deleted). */
export async function listAttributionSettings(organizationId: string, appId: string): Promise<AttributionSettingList> {
  await getAppOrThrow({ id: appId, organizationId });
  const rows = await prisma.attributionSetting.findMany({ where: { appId } });
  return { items: rows.sort((a, b) => platformOrder(a) - platformOrder(b)).map(serializeAttributionSetting) };
}

export async function getAttributionSetting(organizationId: string, appId: string, platform: AttributionPlatform) {
  await getAppOrThrow({ id: appId, organizationId });
  const row = await prisma.attributionSetting.findUnique({ where: { appId_platform: { appId, platform } } });
  if (!row) throw notFound("Attribution setting");
  return serializeAttributionSetting(row);
}

/** The setting's partner-only extras: those of its partner, nothing else. */
function storedExtras(input: AttributionSettingInput): Prisma.InputJsonObject {
  const { trackerToken, linkBase, linkTemplate } = input.partnerSettings;
  return input.partner === "ADJUST"
    ? { trackerToken }
    : input.partner === "SINGULAR"
      ? { linkBase }
      : input.partner === "GENERIC"
        ? { linkTemplate }
        : {};
}

/** The platform's whole setting, made or replaced. */
export function putAttributionSetting(
  organizationId: string,
  appId: string,
  platform: AttributionPlatform,
  input: AttributionSettingInput,
) {
  return withRowLock(
    { table: "App", id: appId, organizationId },
    () => notFound("App"),
    async (tx) => {
      const app = await getAppOrThrow({ id: appId, organizationId }, tx);
      if (!app.platforms.includes(platform)) {
        throw badRequest("The app does not have this platform.", "VALIDATION_FAILED", [
          { path: "platform", message: "is not one of the app's platforms" },
        ]);
      }
      const issues = partnerIdIssues(platform, input);
      if (issues.length) throw badRequest(`The ${input.partner} setting is not valid for ${platform}.`, "VALIDATION_FAILED", issues);
      const data = {
        partner: input.partner,
        partnerAppId: input.partnerAppId,
        partnerSettings: storedExtras(input),
        conversionEvents: input.conversionEvents,
        revenueEvents: input.revenueEvents,
      };
      const row = await tx.attributionSetting.upsert({
        where: { appId_platform: { appId, platform } },
        create: { appId, platform, organizationId, ...data },
        update: data,
      });
      return serializeAttributionSetting(row);
    },
  );
}

/** The platform is no longer set up (its tracking links go); 404 when it was not. */
export function deleteAttributionSetting(organizationId: string, appId: string, platform: AttributionPlatform) {
  return withRowLock(
    { table: "App", id: appId, organizationId },
    () => notFound("App"),
    async (tx) => {
      await getAppOrThrow({ id: appId, organizationId }, tx);
      const row = await tx.attributionSetting.findUnique({ where: { appId_platform: { appId, platform } } });
      if (!row) throw notFound("Attribution setting");
      await tx.attributionSetting.delete({ where: { appId_platform: { appId, platform } } });
      return serializeAttributionSetting(row);
    },
  );
}
