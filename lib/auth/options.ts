import "server-only";
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { prisma } from "@/lib/db/client";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";
import { duringSignIn } from "./auth-route";
import { verifyPasswordInConstantTime } from "./password";
import { createSession, liveSession, revokeSession, SESSION_MAX_AGE_SECONDS } from "./sessions";
import { emailSchema } from "@/lib/email-schema";
import { awaitSecondFactor, completeSignIn, type SecondStepInput } from "./two-factor/sign-in-step";
import { setting } from "@/lib/config";

type SignedInUser = { id: string; email: string; name: string; sid: string };

function header(headers: unknown, name: string): string | null {
  const value = (headers as Record<string, string | string[] | undefined> | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * Checks e-mail and password and opens a session row. Unknown e-mails, unverified accounts and wrong
 * passwords all cost one scrypt and answer the same null. (Throttling happens before this, in the route.)
 * An account with two-factor gets no session here: the route answers with the second step's token instead
 * (see ./two-factor/sign-in-step), and the same callback takes that token with the second factor.
 */
export async function authorizeCredentials(
  credentials: ({ email?: unknown; password?: unknown } & SecondStepInput) | undefined,
  client: { userAgent?: string | null; ip?: string | null } = {},
): Promise<SignedInUser | null> {
  if (credentials?.pendingToken !== undefined || credentials?.passkey !== undefined) {
    const signedIn = await duringSignIn(() => completeSignIn(credentials, client));
    if (!signedIn) return null;
    const user = await prisma.user.findUniqueOrThrow({ where: { id: signedIn.userId } });
    return { id: user.id, email: user.email, name: user.fullName, sid: signedIn.sessionId };
  }
  const email = emailSchema.safeParse(credentials?.email);
  const password = typeof credentials?.password === "string" ? credentials.password : "";
  const user = email.success ? await duringSignIn(() => prisma.user.findUnique({ where: { email: email.data } })) : null;
  const usable = user?.emailVerifiedAt ? user.passwordHash : null;
  if (!(await verifyPasswordInConstantTime(password, usable)) || !user) return null;
  if (user.twoFactorSince) {
    await duringSignIn(() => awaitSecondFactor(user));
    return null;
  }
  // The session row is a database step too: an outage here answers 503 like one during the lookup.
  const session = await duringSignIn(() => createSession(user.id, client));
  if (!session) return null;
  return { id: user.id, email: user.email, name: user.fullName, sid: session.id };
}

export const authOptions: NextAuthOptions = {
  secret: setting("AUTH_SECRET") ?? setting("NEXTAUTH_SECRET"),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in" },
  providers: [
    Credentials({
      name: "E-mail and password",
      credentials: {
        email: { label: "E-mail", type: "email" },
        password: { label: "Password", type: "password" },
        // The second step: the pending sign-in token with one of the factors (or a passkey alone).
        pendingToken: { type: "hidden" },
        code: { label: "Code", type: "text" },
        recoveryCode: { label: "Recovery code", type: "text" },
        passkey: { type: "hidden" },
      },
      authorize: (credentials, req) =>
        authorizeCredentials(credentials, { userAgent: header(req?.headers, "user-agent"), ip: header(req?.headers, CLIENT_IP_HEADER) }),
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) return { ...token, sid: (user as SignedInUser).sid };
      // Every session read checks the session row: signed out, revoked or expired ends it here (next-auth then
      // clears the cookie and answers no session).
      if (!(await liveSession(token.sid, token.sub))) throw new Error("SESSION_ENDED");
      return token;
    },
    session({ session, token }) {
      if (session.user && token.sub) Object.assign(session.user, { id: token.sub, sid: token.sid });
      return session;
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(token.sid);
    },
  },
};
