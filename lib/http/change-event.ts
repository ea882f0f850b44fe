import "server-only";
import type { NextRequest } from "next/server";
import type { RequestContext } from "@/lib/db/request-context";
import type { ChangeEventType } from "@/lib/events/event-types";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import { batchItems } from "./batch-items";

/** Who made a change, as its audit entry names them: a person (by session or key), a service account or an integration key. */
function actorOf(actor: NonNullable<RequestContext["actor"]>) {
  if (actor.via === "serviceAccount") return { type: "serviceAccount", id: actor.serviceAccount.id, via: actor.via };
  if (actor.via === "integrationKey") return { type: "integrationKey", id: actor.integrationKey.id, via: actor.via };
  return { type: "user", id: actor.userId, via: actor.via, apiKeyId: actor.apiKeyId };
}

/**
 * Records the change event an operation declares (`changeEvent`), in the change's own transaction, from what its
 * audit entry holds: each field's value before and after (redacted as there), who made it, the path's ids, the apps
 * the campaign (or the ad) promotes, and the batch or plan it came from. A write that changed nothing records none;
 * a dry run's is rolled back with the rest.
 */
export async function recordChangeEvent(
  req: NextRequest,
  context: RequestContext,
  type: ChangeEventType,
  input: { organizationId: string; params: Record<string, unknown> },
): Promise<void> {
  const { audit, tx, actor } = context;
  const changes = audit?.changes ?? {};
  if (!audit || Object.keys(changes).length === 0) return;
  if (!tx) throw new Error(`${type}: recorded outside the change's transaction`);
  const item = batchItems.get(req);
  const ids: Record<string, string> = Object.fromEntries(
    Object.entries(input.params).filter(
      (entry): entry is [string, string] => entry[0] !== "organizationId" && entry[0].endsWith("Id") && typeof entry[1] === "string",
    ),
  );
  // Who may read it (event-visibility.ts): a role scoped to apps reads the campaign of an app it reaches.
  const ads = ids.campaignId
    ? await tx.ad.findMany({
        where: { campaignId: ids.campaignId, ...(ids.adId ? { id: ids.adId } : {}) },
        select: { promotedAppId: true },
      })
    : [];
  const promotedAppIds = [...new Set(ads.flatMap((ad) => (ad.promotedAppId ? [ad.promotedAppId] : [])))].sort();
  await recordEvent(tx, {
    organizationId: input.organizationId,
    type,
    objectId: audit.targetId,
    data: asEventData({
      ...ids,
      promotedAppIds,
      changes,
      actor: actor ? actorOf(actor) : null,
      ...(item ? { [item.from === "plan" ? "planId" : "batchId"]: item.batchId } : {}),
    }),
  });
}
