import "server-only";
import type { Tx } from "@/lib/db/client";
import { asEventData, eventBaseUrl } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import { serializeAsset } from "./serialize-asset";

/** asset.ready or asset.failed for an asset just settled in `tx`, with the asset as the API answers it. */
export async function recordAssetSettled(tx: Tx, assetId: string, organizationId: string): Promise<void> {
  const row = await tx.asset.findFirstOrThrow({ where: { id: assetId, organizationId } });
  const type = row.status === "READY" ? "asset.ready" : "asset.failed";
  await recordEvent(tx, { organizationId, type, objectId: assetId, data: asEventData(serializeAsset(row, eventBaseUrl())) });
}
