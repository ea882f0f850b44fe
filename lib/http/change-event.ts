import "server-only";
import type { NextRequest } from "next/server";
import type { RequestContext } from "@/lib/db/request-context";
import type { ChangeEventType } from "@/lib/events/event-types";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent, type EventInput } from "@/lib/events/record-event";
import { batchItems, waitForAnswer } from "./batch-items";

/** Who made a change, as its audit entry names them: a person (by session or key), a service account or an integration key. */
function actorOf(actor: NonNullable<RequestContext["actor"]>) {
  if (actor.via === "serviceAccount") return { type: "serviceAccount", id: actor.serviceAccount.id, via: actor.via };
  if (actor.via === "integrationKey") return { type: "integrationKey", id: actor.integrationKey.id, via: actor.via };
  return { type: "user", id: actor.userId, via: actor.via, apiKeyId: actor.apiKeyId };
}

/** The apps the answered campaign's ads (or its ad `adId`) promote, sorted, each once. */
function promotedAppIdsOf(answer: unknown, adId: string | undefined): string[] {
  const ads = (answer as { ads?: { _id: string; promotedAppId?: string }[] } | null)?.ads;
  if (!Array.isArray(ads)) throw new Error("a change event's operation answers the campaign it changed");
  const promoted = ads.filter((ad) => !adId || ad._id === adId).flatMap((ad) => (ad.promotedAppId ? [ad.promotedAppId] : []));
  return [...new Set(promoted)].sort();
}

/**
 * Records the change event an operation declares (`changeEvent`), in the change's own transaction, from what its
 * audit entry holds: each field's value before and after (redacted as there), who made it, the path's ids, the apps
 * the campaign (or the ad) promotes as its answer names them (every such operation answers the campaign, read in
 * the change's transaction after it), and the batch or plan it came from. A write that changed nothing records
 * none; a dry run's is rolled back with the rest; an atomic batch's (or a plan's) are written at its end, in one
 * statement, when all its operations passed.
 */
export async function recordChangeEvent(
  req: NextRequest,
  context: RequestContext,
  type: ChangeEventType,
  input: { organizationId: string; params: Record<string, unknown>; answer: unknown },
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
  const late = item?.shared && item.answersAtEnd;
  const promotedAppIds = ids.campaignId && !late ? promotedAppIdsOf(input.answer, ids.adId) : [];
  const event: EventInput = {
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
  };
  if (late) {
    // Its answer is read at the batch's end (answerAtEnd): the apps are named then, before the events are written.
    waitForAnswer(item.shared!, late, (answer) => {
      (event.data as { promotedAppIds: string[] }).promotedAppIds = promotedAppIdsOf(answer, ids.adId);
    });
  }
  if (item?.shared) item.shared.events.push(event);
  else await recordEvent(tx, event);
}
