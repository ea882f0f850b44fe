import "server-only";
import { prisma } from "@/lib/db/client";
import { ApiError } from "@/lib/api/errors";
import { requestContext } from "@/lib/db/request-context";
import { findLiveToken, issueToken, useToken as spendToken } from "@/lib/auth/tokens";
import { forgiveAttempt, throttle } from "@/lib/auth/throttle";
import { createSession, type SignInFactor } from "@/lib/auth/sessions";
import { spendRecoveryCode } from "./recovery-codes";
import { verifyAuthentication } from "./passkeys";
import { openTotpSecret, totpStepOf } from "./totp";
import { authenticationResponseSchema } from "./schemas";

// The second step of a sign-in. A right password for an account with two-factor opens no session: it issues a
// pending sign-in token (random, stored by its hash, bound to the user, 10 minutes, single use) and the browser
// exchanges it, with a code, a recovery code or a passkey's answer, for the session. A passkey alone (the browser
// offers it, the authenticator verifies its user) is a sign-in of its own.

type Client = { userAgent?: string | null; ip?: string | null };
type UserRow = { id: string; email: string; totpEnabledAt: Date | null };

export type SecondStepInput = { pendingToken?: unknown; code?: unknown; recoveryCode?: unknown; passkey?: unknown };

/** Asks the route to answer with a second step instead of a session. */
export async function awaitSecondFactor(user: UserRow) {
  const { token } = await issueToken({ purpose: "SIGN_IN", email: user.email, userId: user.id });
  const passkeys = await prisma.passkey.count({ where: { userId: user.id } });
  const context = requestContext();
  if (context) {
    context.secondFactor = {
      token,
      methods: [...(user.totpEnabledAt ? (["totp"] as const) : []), "recovery-code" as const, ...(passkeys ? (["passkey"] as const) : [])],
    };
  }
  return token;
}

/** The user a live pending sign-in token belongs to, or null. */
export async function pendingSignIn(token: unknown) {
  if (typeof token !== "string") return null;
  const row = await findLiveToken(token, "SIGN_IN");
  if (!row?.userId) return null;
  const user = await prisma.user.findUnique({ where: { id: row.userId } });
  return user ? { row, user } : null;
}

function parsePasskey(value: unknown) {
  try {
    const parsed = authenticationResponseSchema.safeParse(typeof value === "string" ? JSON.parse(value) : value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A TOTP code accepted once: the step it belongs to must be later than the last one accepted (atomically). */
export async function acceptTotp(
  user: { id: string; totpSecretSealed: string | null; totpKeyId: string | null; totpLastStep: number | null },
  code: string,
) {
  if (!user.totpSecretSealed || !user.totpKeyId) return false;
  const secret = openTotpSecret(user.totpSecretSealed, user.totpKeyId, user.id);
  const step = await totpStepOf(secret, code.trim(), user.totpLastStep);
  if (step === null) return false;
  const { count } = await prisma.user.updateMany({
    where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

type SignedIn = { userId: string; sessionId: string; factor: SignInFactor };

/**
 * The second step (pendingToken with code, recoveryCode or passkey) or a passwordless passkey sign-in (passkey
 * alone). Wrong answers are counted like wrong passwords; a refusal the route must answer as such (429) is left
 * on the request context. Null for every failure.
 */
export async function completeSignIn(input: SecondStepInput, client: Client): Promise<SignedIn | null> {
  if (input.pendingToken === undefined) {
    const response = parsePasskey(input.passkey);
    const passkey = response ? await verifyAuthentication(response, null) : null;
    if (!passkey) return null;
    const session = await createSession(passkey.userId, client, "passkey");
    return { userId: passkey.userId, sessionId: session.id, factor: "passkey" };
  }
  const pending = await pendingSignIn(input.pendingToken);
  if (!pending) return null;
  const { row, user } = pending;
  const who = { ip: client.ip ?? null, email: user.email };
  try {
    await throttle("second-factor", who);
  } catch (error) {
    const context = requestContext();
    if (!(error instanceof ApiError) || !context) throw error;
    context.refused = error;
    return null;
  }
  let factor: SignInFactor | null = null;
  if (typeof input.code === "string" && input.code) {
    if (await acceptTotp(user, input.code)) factor = "totp";
  } else if (typeof input.recoveryCode === "string" && input.recoveryCode) {
    if ((await spendRecoveryCode(user.id, input.recoveryCode)) !== null) factor = "recovery-code";
  } else if (input.passkey !== undefined) {
    const response = parsePasskey(input.passkey);
    if (response && (await verifyAuthentication(response, user.id))) factor = "passkey";
  }
  if (!factor) return null;
  // The pending token works once: of two concurrent second steps only one opens a session.
  if (!(await spendToken(row.id, prisma))) return null;
  await forgiveAttempt("second-factor", who);
  const session = await createSession(user.id, client, factor);
  return { userId: user.id, sessionId: session.id, factor };
}
