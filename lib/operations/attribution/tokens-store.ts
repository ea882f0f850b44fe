import "server-only";
import { postbackUrl } from "@/lib/attribution/postback-url";
import { conflict, notFound } from "@/lib/api/errors";
import { getAppOrThrow } from "@/lib/apps/get-app-or-throw";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { retirementOf, workingKeys } from "@/lib/auth/stored-key";
import { prisma, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { withRowLock } from "@/lib/db/row-lock";
import { newObjectId } from "@/lib/new-object-id";
import type { AttributionPartner, AttributionPlatform } from "@/lib/attribution/partners";
import type {
  CreatePostbackTokenInput,
  PostbackToken,
  PostbackTokenList,
  RotatePostbackTokenInput,
} from "@/lib/attribution/settings/schemas";

// An app's postback tokens: the secret in the postback URL its partner calls. Like the other keys: shown once, only
// the SHA-256 kept, rotated with an overlap (the old one works until retiresAt), revoked at once. Each change is made
// under the token's row lock, on the row read there, and only on a token of this organization's app.

type TokenRow = Prisma.PostbackTokenGetPayload<object>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function serializePostbackToken(row: TokenRow): PostbackToken {
  return {
    _id: row.id,
    appId: row.appId,
    prefix: row.prefix,
    status: row.retiresAt ? "RETIRING" : "ACTIVE",
    ipWhitelist: row.ipWhitelist,
    retiresAt: iso(row.retiresAt),
    replacedById: row.replacedById,
    lastUsedAt: iso(row.lastUsedAt),
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The URL a partner's dashboard is given: until the receiver's own builder is merged, its path with the token. */
/** The postback URL to paste, per platform set up (each platform's partner). */
async function postbackUrls(db: Tx, appId: string, origin: string, token: string) {
  const settings = await db.attributionSetting.findMany({ where: { appId }, select: { platform: true, partner: true } });
  return Object.fromEntries(
    settings.map((setting) => [setting.platform, postbackUrl(origin, setting.partner as AttributionPartner, token)]),
  ) as Partial<Record<AttributionPlatform, string>>;
}

type Issuer = { organizationId: string; appId: string; ipWhitelist: string[]; by: string };

async function issue(tx: Tx, { organizationId, appId, ipWhitelist, by }: Issuer) {
  const token = generateApiKey("opt");
  const row = await tx.postbackToken.create({
    data: { id: newObjectId(), appId, organizationId, hash: hashApiKey(token), prefix: apiKeyPrefix(token), ipWhitelist, createdById: by },
  });
  return { token, row };
}

/** The app's tokens that still work, newest first. */
export async function listPostbackTokens(organizationId: string, appId: string, now = new Date()): Promise<PostbackTokenList> {
  await getAppOrThrow({ id: appId, organizationId });
  const rows = await prisma.postbackToken.findMany({
    where: { appId, organizationId, ...workingKeys(now) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return { items: rows.map(serializePostbackToken) };
}

/** A new token for the app, in this answer only, with the postback URL to paste. */
export function createPostbackToken(organizationId: string, appId: string, input: CreatePostbackTokenInput, by: string, origin: string) {
  return withRowLock(
    { table: "App", id: appId, organizationId },
    () => notFound("App"),
    async (tx) => {
      await getAppOrThrow({ id: appId, organizationId }, tx);
      const { token, row } = await issue(tx, { organizationId, appId, ipWhitelist: input.ipWhitelist ?? [], by });
      return { token, postbackUrls: await postbackUrls(tx, appId, origin, token), key: serializePostbackToken(row) };
    },
  );
}

const tokenInactive = () => conflict("This postback token is revoked or was already replaced by a rotation.", "POSTBACK_TOKEN_INACTIVE");

/** The token under its row lock, if it is this app's and still works: revoked or rotated-out ones are 409, others 404. */
function withWorkingToken<T>(
  { organizationId, appId, tokenId }: { organizationId: string; appId: string; tokenId: string },
  work: (tx: Tx, token: TokenRow) => Promise<T>,
  allowRetiring = false,
): Promise<T> {
  return withRowLock(
    { table: "PostbackToken", id: tokenId, organizationId },
    () => notFound("Postback token"),
    async (tx) => {
      const token = await tx.postbackToken.findUniqueOrThrow({ where: { id: tokenId } });
      if (token.appId !== appId) throw notFound("Postback token");
      await getAppOrThrow({ id: appId, organizationId }, tx);
      const overlapOver = token.retiresAt !== null && token.retiresAt <= new Date();
      if (token.revokedAt || overlapOver || (token.retiresAt && !allowRetiring)) throw tokenInactive();
      return work(tx, token);
    },
  );
}

type TokenRef = { organizationId: string; appId: string; tokenId: string };

/** A new token with the old one's address list; the old one stops at once, or after `overlapHours`. */
export function rotatePostbackToken(ref: TokenRef, input: RotatePostbackTokenInput, by: string, origin: string) {
  return withWorkingToken(ref, async (tx, old) => {
    const { token, row } = await issue(tx, { organizationId: ref.organizationId, appId: ref.appId, ipWhitelist: old.ipWhitelist, by });
    const previous = await tx.postbackToken.update({ where: { id: old.id }, data: retirementOf(input.overlapHours, row.id) });
    return {
      token,
      postbackUrls: await postbackUrls(tx, ref.appId, origin, token),
      key: serializePostbackToken(row),
      previous: serializePostbackToken(previous),
    };
  });
}

/** The token stops working at once (a retiring one too, before its overlap ends). */
export function revokePostbackToken(ref: TokenRef) {
  return withWorkingToken(
    ref,
    async (tx, token) =>
      serializePostbackToken(await tx.postbackToken.update({ where: { id: token.id }, data: { revokedAt: new Date() } })),
    true,
  );
}

/** The addresses postbacks with this token may come from (empty: any). */
export function updatePostbackTokenPolicy(ref: TokenRef, ipWhitelist: string[]) {
  return withWorkingToken(
    ref,
    async (tx, token) => serializePostbackToken(await tx.postbackToken.update({ where: { id: token.id }, data: { ipWhitelist } })),
    true,
  );
}
