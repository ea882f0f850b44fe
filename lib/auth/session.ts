import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "./options";
import { liveSession } from "./sessions";

async function currentSession() {
  const session = await getServerSession(authOptions);
  const user = session?.user as { id?: string; sid?: string } | undefined;
  return liveSession(user?.sid, user?.id);
}

/** The signed-in session (its id and user) for a console page, or a redirect to sign-in. */
export async function requireSession(callbackUrl?: string) {
  const session = await currentSession();
  if (!session) redirect(`/sign-in${callbackUrl ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`);
  return session;
}

/** The signed-in user for a console page, or a redirect to sign-in. */
export async function requireUser(callbackUrl?: string) {
  return (await requireSession(callbackUrl)).user;
}

export async function currentUserId(): Promise<string | null> {
  return (await currentSession())?.userId ?? null;
}

/** The signed-in user, or null (pages that work either way, such as an invitation link). */
export async function currentUser() {
  return (await currentSession())?.user ?? null;
}
