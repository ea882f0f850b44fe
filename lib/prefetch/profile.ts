import "server-only";
import { requireSession } from "@/lib/auth/session";
import { listSessions, serializeProfile } from "@/lib/users/profile";
import { twoFactorStatus } from "@/lib/auth/two-factor/enrolment";
import { accountKeys } from "@/lib/users/query-keys";
import { prefetchJson } from "./server-query-client";

/** The profile page: the caller's profile (useProfile) and signed-in sessions, this one marked (useSessions), and its second factors (useTwoFactor). */
export async function prefetchProfile(): Promise<void> {
  const session = await requireSession("/profile");
  await Promise.all([
    prefetchJson(accountKeys.profile(), async () => serializeProfile(session.user)),
    prefetchJson(accountKeys.sessions(), () => listSessions(session.user.id, session.id)),
    prefetchJson(accountKeys.twoFactor(), () => twoFactorStatus(session.user.id)),
  ]);
}
