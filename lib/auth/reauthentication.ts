import "server-only";
import { prisma } from "@/lib/db/client";
import { badRequest, forbidden } from "@/lib/api/errors";
import { verifyPassword } from "./password";
import { forgiveAttempt, throttle } from "./throttle";
import { acceptTotp } from "./two-factor/sign-in-step";

// A session that someone else got hold of (a cookie copied off a shared computer, a browser left open) must not be
// able to add its own second factor or take the owner's away. So adding or removing a factor asks the person to
// prove it is them again: the password or an authenticator code, within the last 10 minutes on this session.
// Signing in is such a proof (the session is stamped when it opens); POST /api/auth/reauthenticate is the other.

export const REAUTHENTICATION_WINDOW_MINUTES = 10;
const WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60_000;

/** Whether the session proved its person within the window at `now`. */
function isRecent(reauthenticatedAt: Date | null, now = Date.now()): boolean {
  return reauthenticatedAt !== null && now - reauthenticatedAt.getTime() <= WINDOW_MS;
}

/** 403 REAUTHENTICATION_REQUIRED unless the session proved its person within the window (read now, not from a cache). */
export async function assertReauthenticated(sessionId: string) {
  const row = await prisma.session.findUnique({ where: { id: sessionId }, select: { reauthenticatedAt: true } });
  if (!isRecent(row?.reauthenticatedAt ?? null)) {
    throw forbidden(
      `Confirm it's you first: enter your password or an authenticator code (POST /api/auth/reauthenticate), then try again within ${REAUTHENTICATION_WINDOW_MINUTES} minutes.`,
      "REAUTHENTICATION_REQUIRED",
    );
  }
}

type Person = { id: string; email: string; passwordHash: string | null };
type Proof = { password?: string; code?: string };

/**
 * Checks the password (counted like a sign-in's) or an authenticator code (counted like a sign-in's second step,
 * and accepted once) and stamps the session. A wrong answer writes nothing.
 */
export async function reauthenticate(user: Person, sessionId: string, proof: Proof, ip: string | null) {
  if (proof.password !== undefined) {
    const who = { ip, email: user.email };
    await throttle("sign-in", who);
    if (!(await verifyPassword(proof.password, user.passwordHash))) {
      throw badRequest("The password is not right.", "WRONG_PASSWORD", [{ path: "password", message: "is not right" }]);
    }
    await forgiveAttempt("sign-in", who);
  } else {
    const who = { ip, email: user.email };
    await throttle("second-factor", who);
    const row = await prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { id: true, totpSecretSealed: true, totpKeyId: true, totpLastStep: true },
    });
    if (!(await acceptTotp(row, proof.code ?? ""))) {
      throw badRequest("The code is not right.", "WRONG_CODE", [{ path: "code", message: "is not right" }]);
    }
    await forgiveAttempt("second-factor", who);
  }
  const reauthenticatedAt = new Date();
  await prisma.session.update({ where: { id: sessionId }, data: { reauthenticatedAt } });
  return {
    reauthenticatedAt: reauthenticatedAt.toISOString(),
    expiresAt: new Date(reauthenticatedAt.getTime() + WINDOW_MS).toISOString(),
  };
}
