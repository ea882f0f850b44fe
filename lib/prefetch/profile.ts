import "server-only";
import type { z } from "zod";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { getTwoFactor } from "@/lib/operations/auth";
import { getNotificationPreferences } from "@/lib/operations/notifications";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { listMyOrganizations } from "@/lib/operations/organizations";
import { organizationKeys } from "@/lib/organizations/query-keys";
import type { organizationListSchema } from "@/lib/organizations/schemas";
import { getProfile, listSessions } from "@/lib/operations/users";
import { accountKeys } from "@/lib/users/query-keys";
import { prefetchJson, serverQueryClient } from "./server-query-client";

/**
 * The profile page: the caller's profile (useProfile) and signed-in sessions, this one marked (useSessions), its
 * second factors (useTwoFactor), and the e-mail notification choices of the first of its organizations
 * (useOrganizations, useNotificationPreferences), the one the card opens on.
 */
export async function prefetchProfile(): Promise<void> {
  await Promise.all([
    prefetchJson(accountKeys.profile(), () => callOperation(getProfile)),
    prefetchJson(accountKeys.sessions(), () => callOperation(listSessions)),
    prefetchJson(accountKeys.twoFactor(), () => callOperation(getTwoFactor)),
    prefetchJson(organizationKeys.list(), () => callOperation(listMyOrganizations, { query: { limit: PAGE_SIZES.organizations } })).then(
      prefetchFirstPreferences,
    ),
  ]);
}

async function prefetchFirstPreferences(): Promise<void> {
  const list = serverQueryClient().getQueryData<z.infer<typeof organizationListSchema>>(organizationKeys.list());
  const organizationId = list?.items[0]?._id;
  if (organizationId) {
    await prefetchJson(notificationKeys.preferences(organizationId), () =>
      callOperation(getNotificationPreferences, { params: { organizationId } }),
    );
  }
}
