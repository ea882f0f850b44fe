import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { conflict, badRequest } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { lockRow } from "@/lib/db/row-lock";
import { mailLink } from "@/lib/public-origin";

/** The one row of InstanceSetup. */
const SETUP_ID = "instance";
/** 256 bits, URL-safe, like every other link token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Several processes start together (WEB_CONCURRENCY): the first issues the link, the rest within this window print nothing. */
const ISSUE_WINDOW_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The setup page a link opens; the token is in the link only (the row keeps its hash). */
const setupLink = (token: string) => mailLink(`/setup?token=${token}`);

/**
 * At a server's start, while nobody has claimed the instance: a fresh setup token replaces the last one (only its
 * hash is kept, so a link printed by an earlier start stops working) and the link is returned to be printed. Null
 * once the instance has an administrator, or when another process of this start issued one a moment ago.
 */
export async function issueSetupLinkAtStart(now = new Date()): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  // One statement: an insert, or an update of an unclaimed row not issued within the window; else nothing.
  const written = await prisma.$executeRaw`
    INSERT INTO "InstanceSetup" ("id", "tokenHash", "issuedAt") VALUES (${SETUP_ID}, ${tokenHash}, ${now})
    ON CONFLICT ("id") DO UPDATE SET "tokenHash" = EXCLUDED."tokenHash", "issuedAt" = EXCLUDED."issuedAt"
    WHERE "InstanceSetup"."claimedAt" IS NULL AND "InstanceSetup"."issuedAt" < ${new Date(now.getTime() - ISSUE_WINDOW_MS)}`;
  return written === 1 ? setupLink(token) : null;
}

const invalidSetupLink = () =>
  badRequest("This is not the instance's current setup link: use the one the server printed at its last start.", "SETUP_LINK_INVALID");
const alreadyClaimed = () => conflict("The instance already has an administrator: its setup link works once.", "INSTANCE_ALREADY_CLAIMED");

/**
 * Makes `userId` the instance's administrator with the setup token. Claiming is one conditional write (the row
 * still unclaimed and holding this token's hash): of two concurrent claims exactly one changes the row, and every
 * later claim is refused.
 */
export async function claimInstance(token: string, userId: string, now = new Date()) {
  return transaction(async (tx) => {
    const row = await tx.instanceSetup.findUnique({ where: { id: SETUP_ID } });
    if (row?.claimedAt) throw alreadyClaimed();
    if (!row || !TOKEN_PATTERN.test(token) || row.tokenHash !== hashToken(token)) throw invalidSetupLink();
    const { count } = await tx.instanceSetup.updateMany({
      where: { id: SETUP_ID, tokenHash: row.tokenHash, claimedAt: null },
      data: { claimedAt: now, claimedById: userId },
    });
    if (count !== 1) throw alreadyClaimed();
    if (!(await lockRow(tx, { table: "User", id: userId }))) throw invalidSetupLink();
    await tx.user.update({ where: { id: userId }, data: { instanceAdmin: true } });
    return { userId, instanceAdmin: true as const, claimedAt: now.toISOString() };
  });
}

/** Whether the setup link still waits for its claim (the setup page says so before asking anyone to sign in). */
export async function setupState(token: string): Promise<"open" | "claimed" | "invalid"> {
  const row = await prisma.instanceSetup.findUnique({ where: { id: SETUP_ID } });
  if (row?.claimedAt) return "claimed";
  return row && TOKEN_PATTERN.test(token) && row.tokenHash === hashToken(token) ? "open" : "invalid";
}
