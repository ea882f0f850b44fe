import "server-only";
import { createHash, randomInt } from "node:crypto";
import { prisma, type Tx } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";

// Ten codes of ten characters from an alphabet without look-alikes (about 50 bits each), shown as xxxxx-xxxxx.
// Only their SHA-256 is stored: the codes themselves are shown once, when they are made.

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const hashCode = (code: string) => createHash("sha256").update(normalize(code)).digest("hex");

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Replaces the user's codes with ten new ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(userId: string, db: Tx = prisma): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({ data: codes.map((code) => ({ id: newObjectId(), userId, codeHash: hashCode(code) })) });
  return codes;
}

export async function recoveryCodesLeft(userId: string, db: Tx = prisma): Promise<number> {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}

/** Spends one code, atomically (of two concurrent uses one wins); the number left, or null when the code is not live. */
export async function spendRecoveryCode(userId: string, code: string, db: Tx = prisma): Promise<number | null> {
  if (!/^[a-z0-9]{10}$/.test(normalize(code))) return null;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1 ? recoveryCodesLeft(userId, db) : null;
}
