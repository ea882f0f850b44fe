import "server-only";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { prisma } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import { verifyPassword } from "@/lib/auth/password";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes";
import { registrationOptions, verifyRegistration } from "./passkeys";
import { newTotpSecret, openTotpSecret, qrCodeDataUrl, sealTotpSecret, totpStepOf, totpUri } from "./totp";
import { sendSecurityMail } from "./security-mail";
import type { TwoFactorStatus } from "./schemas";

// Turning a second factor on or off from the profile. Every change that turns two-factor on or off, or adds a
// passkey, ends the user's other sessions and sends a security e-mail. The route runs each in its transaction.

type UserRow = { id: string; email: string; fullName: string; locale: string; timezone: string; passwordHash: string | null };

const wrongCode = () => badRequest("The code is not right.", "WRONG_CODE", [{ path: "code", message: "is not right" }]);

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { twoFactorSince: true, totpEnabledAt: true, passkeys: { orderBy: { createdAt: "asc" } } },
  });
  return {
    enabled: !!user.twoFactorSince,
    totp: !!user.totpEnabledAt,
    recoveryCodesLeft: await recoveryCodesLeft(userId),
    passkeys: user.passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** A new secret waits beside the user until its first code confirms it (a started enrolment changes nothing yet). */
export async function startTotp(user: UserRow) {
  const secret = newTotpSecret();
  const { sealed, keyId } = sealTotpSecret(secret, user.id);
  await prisma.user.update({ where: { id: user.id }, data: { totpPendingSealed: sealed, totpPendingKeyId: keyId } });
  const uri = totpUri(secret, user.email);
  return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
}

/** The first code proves the app holds the secret: TOTP is on, with ten new recovery codes (returned this once). */
export async function confirmTotp(user: UserRow, keepSessionId: string | null, code: string) {
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  if (!row.totpPendingSealed || !row.totpPendingKeyId) {
    throw badRequest("Start setting up the authenticator app first.", "VALIDATION_FAILED", [
      { path: "code", message: "no set-up started" },
    ]);
  }
  const secret = openTotpSecret(row.totpPendingSealed, row.totpPendingKeyId, user.id);
  const step = await totpStepOf(secret, code, null);
  if (step === null) throw wrongCode();
  await prisma.user.update({
    where: { id: user.id },
    data: {
      totpSecretSealed: row.totpPendingSealed,
      totpKeyId: row.totpPendingKeyId,
      totpPendingSealed: null,
      totpPendingKeyId: null,
      totpEnabledAt: new Date(),
      totpLastStep: step,
      twoFactorSince: row.twoFactorSince ?? new Date(),
    },
  });
  const recoveryCodes = await replaceRecoveryCodes(user.id);
  await revokeUserSessions(user.id, { keep: keepSessionId ?? undefined }, prisma);
  sendSecurityMail("twoFactorOn", user);
  return { recoveryCodes };
}

async function assertPassword(user: UserRow, password: string) {
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw badRequest("The password is not right.", "WRONG_PASSWORD", [{ path: "password", message: "is not right" }]);
  }
}

/** Every second factor of the user goes (app, recovery codes, passkeys); no mail, no session change. */
export async function clearSecondFactors(userId: string) {
  await prisma.user.update({
    where: { id: userId },
    data: {
      totpSecretSealed: null,
      totpKeyId: null,
      totpPendingSealed: null,
      totpPendingKeyId: null,
      totpEnabledAt: null,
      totpLastStep: null,
      twoFactorSince: null,
    },
  });
  await prisma.recoveryCode.deleteMany({ where: { userId } });
  await prisma.passkey.deleteMany({ where: { userId } });
}

/** Turning two-factor off needs the password again. */
export async function disableTwoFactor(user: UserRow, keepSessionId: string | null, password: string) {
  await assertPassword(user, password);
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { twoFactorSince: true } });
  await clearSecondFactors(user.id);
  if (row.twoFactorSince) {
    await revokeUserSessions(user.id, { keep: keepSessionId ?? undefined }, prisma);
    sendSecurityMail("twoFactorOff", user);
  }
  return twoFactorStatus(user.id);
}

export async function regenerateRecoveryCodes(user: UserRow, password: string) {
  await assertPassword(user, password);
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { twoFactorSince: true } });
  if (!row.twoFactorSince) {
    throw badRequest("Turn two-factor sign-in on first.", "VALIDATION_FAILED", [{ path: "password", message: "two-factor is off" }]);
  }
  return { recoveryCodes: await replaceRecoveryCodes(user.id) };
}

export const passkeyRegistrationOptions = (user: UserRow) => registrationOptions(user);

/** The first passkey turns two-factor on, with ten recovery codes (returned this once; null when it was already on). */
export async function addPasskey(user: UserRow, keepSessionId: string | null, name: string, response: RegistrationResponseJSON) {
  const credential = await verifyRegistration(user.id, response);
  if (!credential) {
    throw badRequest("The security key's answer could not be verified; try again.", "PASSKEY_NOT_VERIFIED", [
      { path: "response", message: "could not be verified" },
    ]);
  }
  const passkey = await prisma.passkey.create({
    data: {
      id: newObjectId(),
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: BigInt(credential.counter),
      transports: credential.transports ?? [],
      name,
    },
  });
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { twoFactorSince: true } });
  let recoveryCodes: string[] | null = null;
  if (!row.twoFactorSince) {
    await prisma.user.update({ where: { id: user.id }, data: { twoFactorSince: new Date() } });
    recoveryCodes = await replaceRecoveryCodes(user.id);
  }
  await revokeUserSessions(user.id, { keep: keepSessionId ?? undefined }, prisma);
  sendSecurityMail("passkeyAdded", user, { name });
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: null, recoveryCodes };
}

async function ownPasskey(userId: string, passkeyId: string) {
  const passkey = await prisma.passkey.findFirst({ where: { id: passkeyId, userId } });
  if (!passkey) throw notFound("Passkey");
  return passkey;
}

export async function renamePasskey(userId: string, passkeyId: string, name: string) {
  await ownPasskey(userId, passkeyId);
  const passkey = await prisma.passkey.update({ where: { id: passkeyId }, data: { name } });
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

/** Removing the last second factor (no app, no other passkey) turns two-factor off, with what that entails. */
export async function removePasskey(user: UserRow, keepSessionId: string | null, passkeyId: string) {
  await ownPasskey(user.id, passkeyId);
  await prisma.passkey.delete({ where: { id: passkeyId } });
  const row = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { totpEnabledAt: true, twoFactorSince: true, _count: { select: { passkeys: true } } },
  });
  if (row.twoFactorSince && !row.totpEnabledAt && row._count.passkeys === 0) {
    await clearSecondFactors(user.id);
    await revokeUserSessions(user.id, { keep: keepSessionId ?? undefined }, prisma);
    sendSecurityMail("twoFactorOff", user);
  }
  return twoFactorStatus(user.id);
}
