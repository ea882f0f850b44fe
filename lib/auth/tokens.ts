import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/db/generated/client";
import { prisma, type Tx } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";

type TokenPurpose = "VERIFY_EMAIL" | "RESET_PASSWORD" | "INVITATION" | "SIGN_IN" | "WEBAUTHN";

const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
  INVITATION: 7 * 24 * 60 * 60 * 1000,
  // The password was right and the second factor is awaited: no session exists until it is given.
  SIGN_IN: 10 * 60 * 1000,
  // A WebAuthn challenge (registration or sign-in), stored by its hash like the others.
  WEBAUTHN: 5 * 60 * 1000,
};

/** 256 bits, URL-safe. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type IssueInput = { purpose: TokenPurpose; email: string; userId?: string; membershipId?: string; payload?: Prisma.InputJsonValue };

/** A new single-use token; only its hash is stored, the token itself goes into the link and nowhere else. */
export async function issueToken(input: IssueInput, db: Tx = prisma) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[input.purpose]);
  await db.authToken.create({ data: { id: newObjectId(), tokenHash: hashToken(token), expiresAt, ...input } });
  return { token, expiresAt };
}

/** The live token row (unused, unexpired, of this purpose), or null. */
export async function findLiveToken(token: string, purpose: TokenPurpose, db: Tx = prisma) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

/**
 * Marks the token used, atomically: of two concurrent uses exactly one gets true. Call inside the transaction
 * that does what the token allows.
 */
export async function useToken(id: string, db: Tx) {
  const { count } = await db.authToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
  return count === 1;
}

/** Every other live token for the same purpose and e-mail (or invitation) stops working. */
export async function retireTokens(where: { purpose: TokenPurpose; email?: string; membershipId?: string }, db: Tx) {
  await db.authToken.updateMany({ where: { ...where, usedAt: null }, data: { usedAt: new Date() } });
}
