import "server-only";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { prisma } from "@/lib/db/client";
import { findLiveToken, issueToken, useToken as spendToken } from "@/lib/auth/tokens";
import { publicOrigin } from "@/lib/public-origin";

// WebAuthn through @simplewebauthn/server. The relying party is the configured public origin (never a request
// header), so a passkey made for this console works nowhere else. Each challenge is a single-use token stored by
// its hash, bound to the user it was made for (or to nobody, for a passwordless sign-in).

const RP_NAME = "Adnet Console";

// Loaded on first use: every route imports this module (through the wrapper's reauthentication), and the library
// with its ASN.1 and CBOR code is the largest import on that path while only the passkey routes call it.
const webauthn = () => import("@simplewebauthn/server");

/** Browsers refuse an IP address as relying party: a loopback public origin is reached as localhost instead. */
const LOOPBACK = new Set(["127.0.0.1", "[::1]"]);

function relyingParty() {
  const url = new URL(publicOrigin());
  if (LOOPBACK.has(url.hostname)) url.hostname = "localhost";
  return { origin: url.origin, rpID: url.hostname };
}

/** A challenge token; the token's bytes are the challenge, so the client's answer names the token itself. */
async function newChallenge(userId: string | null, email: string) {
  const { token } = await issueToken({ purpose: "WEBAUTHN", email, ...(userId ? { userId } : {}) });
  return Buffer.from(token, "base64url");
}

/** Spends the challenge the client answered, if it is live and was made for `userId` (null: for anyone). */
async function spendChallenge(challenge: string, userId: string | null): Promise<boolean> {
  const row = await findLiveToken(challenge, "WEBAUTHN");
  if (!row || (row.userId ?? null) !== userId) return false;
  return spendToken(row.id, prisma);
}

type UserLike = { id: string; email: string; fullName: string };

export async function registrationOptions(user: UserLike) {
  const { rpID } = relyingParty();
  const existing = await prisma.passkey.findMany({ where: { userId: user.id }, select: { credentialId: true, transports: true } });
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    challenge: await newChallenge(user.id, user.email),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // A discoverable credential is what lets the browser offer it for a passwordless sign-in.
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/** The new credential when the authenticator's answer checks out against a live challenge for this user, else null. */
export async function verifyRegistration(userId: string, response: RegistrationResponseJSON) {
  const { origin, rpID } = relyingParty();
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => spendChallenge(challenge, userId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  return result?.verified ? result.registrationInfo.credential : null;
}

/** Options for a sign-in: for the user awaiting a second factor (their passkeys), or for anyone (passwordless). */
export async function authenticationOptions(user: { id: string; email: string } | null) {
  const { rpID } = relyingParty();
  const passkeys = user
    ? await prisma.passkey.findMany({ where: { userId: user.id }, select: { credentialId: true, transports: true } })
    : [];
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID,
    challenge: await newChallenge(user?.id ?? null, user?.email ?? ""),
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // Alone, a passkey stands for both factors: the authenticator must verify its user (PIN, biometrics).
    userVerification: user ? "preferred" : "required",
  });
}

/**
 * The passkey that signed the challenge, or null. `userId`: the user awaiting a second factor (the passkey must
 * be theirs); null for a passwordless sign-in, which also needs user verification.
 */
export async function verifyAuthentication(response: AuthenticationResponseJSON, userId: string | null) {
  const { origin, rpID } = relyingParty();
  const passkey = await prisma.passkey.findUnique({ where: { credentialId: response.id } });
  if (!passkey || (userId !== null && passkey.userId !== userId)) return null;
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => spendChallenge(challenge, userId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports as never,
    },
    requireUserVerification: userId === null,
  }).catch(() => null);
  if (!result?.verified) return null;
  await prisma.passkey.update({
    where: { id: passkey.id },
    data: { counter: BigInt(result.authenticationInfo.newCounter), lastUsedAt: new Date() },
  });
  return passkey;
}
