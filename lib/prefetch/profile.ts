import "server-only";
import { callOperation } from "@/lib/api/server-call";
import { getTwoFactor } from "@/lib/auth/operations";
import { getProfile, listSessions } from "@/lib/users/operations";
import { accountKeys } from "@/lib/users/query-keys";
import { prefetchJson } from "./server-query-client";

/** The profile page: the caller's profile (useProfile) and signed-in sessions, this one marked (useSessions), and its second factors (useTwoFactor). */
export async function prefetchProfile(): Promise<void> {
  await Promise.all([
    prefetchJson(accountKeys.profile(), () => callOperation(getProfile)),
    prefetchJson(accountKeys.sessions(), () => callOperation(listSessions)),
    prefetchJson(accountKeys.twoFactor(), () => callOperation(getTwoFactor)),
  ]);
}
