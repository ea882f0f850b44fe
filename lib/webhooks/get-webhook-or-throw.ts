import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma, type Tx } from "@/lib/db/client";
import { lockRow } from "@/lib/db/row-lock";

/** An endpoint of this organization, or 404: another organization's endpoint is not found here. */
export async function getWebhookOrThrow({ id, organizationId }: { id: string; organizationId: string }, db: Tx = prisma) {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id, organizationId } });
  if (!endpoint) throw notFound("Webhook endpoint");
  return endpoint;
}

/** The same, read under the row's lock in `tx`, for a change that depends on its state. */
export async function lockWebhookOrThrow(tx: Tx, ref: { id: string; organizationId: string }) {
  if (!(await lockRow(tx, { table: "WebhookEndpoint", id: ref.id, organizationId: ref.organizationId })))
    throw notFound("Webhook endpoint");
  return getWebhookOrThrow(ref, tx);
}
