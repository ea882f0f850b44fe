import "server-only";
import { withRowLock } from "@/lib/db/row-lock";
import { newObjectId } from "@/lib/new-object-id";
import { badRequest, notFound } from "@/lib/api/errors";
import { appInclude, getAppOrThrow } from "./get-app-or-throw";
import { PLATFORM_BY_SETTINGS_KEY, sortPlatforms, type AppPlatform, type PlatformSettingsKey } from "./platforms";
import type { PlatformSettings, UpdateAppInput } from "./schemas";

/**
 * Extension PATCH: name, tags, platform settings merged by platform key, and platforms added (each new one gets
 * its review at APPROVAL_STATUS_CREATED). The app's row lock makes two concurrent edits of different platforms
 * both land instead of one overwriting the other.
 */
export async function updateApp(organizationId: string, appId: string, input: UpdateAppInput) {
  return withRowLock(
    { table: "App", id: appId, organizationId },
    () => notFound("App"),
    async (tx) => {
      const app = await getAppOrThrow({ id: appId, organizationId }, tx);
      const current = app.platforms as AppPlatform[];
      const removed = input.platform ? current.filter((platform) => !input.platform!.includes(platform)) : [];
      if (removed.length) {
        throw badRequest("A platform cannot be removed from an app; list its current platforms and those to add.", "VALIDATION_FAILED", [
          { path: "platform", message: `must keep the app's platforms (missing ${removed.join(", ")})` },
        ]);
      }
      const added = (input.platform ?? []).filter((platform) => !current.includes(platform));
      const platforms = sortPlatforms([...current, ...added]);
      let platformSettings: PlatformSettings | undefined;
      if (input.platformSettings) {
        const keys = Object.keys(input.platformSettings) as PlatformSettingsKey[];
        const foreign = keys.filter((key) => !platforms.includes(PLATFORM_BY_SETTINGS_KEY[key]));
        if (foreign.length) {
          throw badRequest(
            "platformSettings names a platform the app does not have.",
            "VALIDATION_FAILED",
            foreign.map((key) => ({
              path: `platformSettings.${key}`,
              message: `configures ${PLATFORM_BY_SETTINGS_KEY[key]}, which is not one of the app's platforms`,
            })),
          );
        }
        platformSettings = { ...(app.platformSettings as PlatformSettings), ...input.platformSettings };
      }
      return tx.app.update({
        where: { id: app.id },
        data: {
          name: input.name,
          tags: input.tags,
          platformSettings,
          ...(added.length
            ? {
                platforms,
                platformReviews: { create: added.map((platform) => ({ id: newObjectId(), platform, status: "APPROVAL_STATUS_CREATED" })) },
              }
            : {}),
        },
        include: appInclude,
      });
    },
  );
}
