import "server-only";
import { conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { lockRow } from "@/lib/db/row-lock";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { getWebhookOrThrow, lockWebhookOrThrow } from "./get-webhook-or-throw";
import type { CreateWebhookInput, UpdateWebhookInput } from "./schemas";
import { WEBHOOKS_MAX } from "./webhook-constants";
import { serializeWebhook } from "./serialize-webhook";
import { newWebhookSecret, SECRET_OVERLAP_HOURS, sealWebhookSecret } from "./webhook-secret";

/** Extension GET /webhooks: every endpoint, oldest first (at most WEBHOOKS_MAX). */
export async function listWebhooks(organizationId: string) {
  const rows = await prisma.webhookEndpoint.findMany({ where: { organizationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return { items: rows.map(serializeWebhook) };
}

export async function getWebhook(organizationId: string, id: string) {
  return serializeWebhook(await getWebhookOrThrow({ id, organizationId }));
}

/** Extension POST /webhooks: answers the signing secret, the only time it is shown. */
export async function createWebhook(organizationId: string, createdById: string | null, input: CreateWebhookInput) {
  return transaction(async (tx) => {
    // Creates in one organization queue on its row, so two at once cannot both pass the limit.
    await lockRow(tx, { table: "Organization", id: organizationId });
    if ((await tx.webhookEndpoint.count({ where: { organizationId } })) >= WEBHOOKS_MAX) {
      throw conflict(`An organization can have at most ${WEBHOOKS_MAX} webhook endpoints; delete one first.`, "WEBHOOK_LIMIT_REACHED");
    }
    const id = newObjectId();
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret(secret, id);
    const row = await tx.webhookEndpoint.create({
      data: {
        id,
        organizationId,
        url: input.url,
        description: input.description || null,
        eventTypes: input.eventTypes,
        enabled: input.enabled,
        secretSealed: sealed.sealed,
        secretKeyId: sealed.keyId,
        createdById,
      },
    });
    return { ...serializeWebhook(row), secret };
  });
}

/**
 * Extension PATCH /webhooks/{id}: the fields given change; turning it on again clears why it was off, and that or a
 * new URL closes its breaker. Whoever gives it another URL becomes its creator, whose role decides which events it is sent (webhook-readers.ts).
 */
export async function updateWebhook(organizationId: string, id: string, input: UpdateWebhookInput, actorId: string) {
  return transaction(async (tx) => {
    const current = await lockWebhookOrThrow(tx, { id, organizationId });
    const row = await tx.webhookEndpoint.update({
      where: { id },
      data: {
        url: input.url,
        ...(input.url !== undefined && input.url !== current.url ? { createdById: actorId } : {}),
        description: input.description === undefined ? undefined : input.description || null,
        eventTypes: input.eventTypes,
        enabled: input.enabled,
        ...(input.enabled === true ? { disabledReason: null, failingSince: null } : {}),
        // Turned on again or pointed elsewhere: the breaker's count of failures was about what it was before.
        ...(input.enabled === true || input.url !== undefined ? { consecutiveFailures: 0, breakerOpenUntil: null } : {}),
      },
    });
    return serializeWebhook(row);
  });
}

/** Extension DELETE /webhooks/{id}: the endpoint and its deliveries; answers what it was. */
export async function deleteWebhook(organizationId: string, id: string) {
  return transaction(async (tx) => {
    const row = await lockWebhookOrThrow(tx, { id, organizationId });
    await tx.webhookEndpoint.delete({ where: { id } });
    return serializeWebhook(row);
  });
}

/** Extension POST /webhooks/{id}/secret: a new secret, answered once; the previous one still signs for the overlap. */
export async function rotateWebhookSecret(organizationId: string, id: string) {
  return transaction(async (tx) => {
    const current = await lockWebhookOrThrow(tx, { id, organizationId });
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret(secret, id);
    const row = await tx.webhookEndpoint.update({
      where: { id },
      data: {
        secretSealed: sealed.sealed,
        secretKeyId: sealed.keyId,
        previousSecretSealed: current.secretSealed,
        previousSecretKeyId: current.secretKeyId,
        previousSecretExpiresAt: new Date(Date.now() + SECRET_OVERLAP_HOURS * 3_600_000),
      },
    });
    return { ...serializeWebhook(row), secret };
  });
}
