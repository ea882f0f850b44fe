import "server-only";
import { withRowLock } from "@/lib/db/row-lock";
import { badRequest, notFound } from "@/lib/api/errors";
import { appInclude, getAppOrThrow } from "./get-app-or-throw";
import { PLATFORM_BY_SETTINGS_KEY, type PlatformSettingsKey } from "./platforms";
import type { PlatformSettings, UpdateAppInput } from "./schemas";

/**
 * Extension PATCH: name, tags, and platform settings merged by platform key. The app's row lock makes two
 * concurrent edits of different platforms both land instead of one overwriting the other.
 */
export async function updateApp(organizationId: string, appId: string, input: UpdateAppInput) {
  return withRowLock({ table: "App", id: appId, organizationId }, () => notFound("App"), async (tx) => {
    const app = await getAppOrThrow({ id: appId, organizationId }, tx);
    let platformSettings: PlatformSettings | undefined;
    if (input.platformSettings) {
      const keys = Object.keys(input.platformSettings) as PlatformSettingsKey[];
      const foreign = keys.filter((key) => !app.platforms.includes(PLATFORM_BY_SETTINGS_KEY[key]));
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
      data: { name: input.name, tags: input.tags, platformSettings },
      include: appInclude,
    });
  });
}
