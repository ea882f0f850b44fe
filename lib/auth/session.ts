import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { prisma } from "../db/client";
import { authOptions } from "./options";

/** The signed-in user for a console page, or a redirect to sign-in. */
export async function requireUser(callbackUrl?: string) {
  const session = await getServerSession(authOptions);
  const userId = (session?.user as { id?: string } | undefined)?.id;
  const user = userId ? await prisma.user.findUnique({ where: { id: userId } }) : null;
  if (!user) redirect(`/sign-in${callbackUrl ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`);
  return user;
}

export async function currentUserId(): Promise<string | null> {
  const session = await getServerSession(authOptions);
  return (session?.user as { id?: string } | undefined)?.id ?? null;
}
