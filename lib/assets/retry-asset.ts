import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { transaction } from "@/lib/db/transaction";
import { getAssetQueue, sendAssetJob } from "./asset-queue";
import { notifyAssetWorkers } from "./asset-queue";

/** Operation 18: a FAILED asset with retryable: true goes back to QUEUED, to be processed from its stored original. */
export async function retryAsset({ id, organizationId }: { id: string; organizationId: string }) {
  const boss = await getAssetQueue();
  const asset = await transaction(async (tx) => {
    const current = await tx.asset.findFirst({ where: { id, organizationId } });
    if (!current) throw notFound("Asset");
    // The condition is in the update itself, so two concurrent retries cannot both queue a job.
    const { count } = await tx.asset.updateMany({
      where: { id, organizationId, status: "FAILED", retryable: true },
      data: { status: "QUEUED", errorReason: null, errorMessage: null, retryable: null, processingStartedAt: null },
    });
    if (count === 0) {
      const why =
        current.status === "FAILED"
          ? "it failed on its content, which processing it again cannot change; upload a corrected file instead"
          : `it is ${current.status}`;
      throw conflict(`Asset ${id} cannot be retried: ${why}. Only a FAILED asset with retryable: true can be.`, "ASSET_NOT_RETRYABLE", {
        assetId: id,
      });
    }
    await sendAssetJob(boss, tx, { assetId: id, organizationId, attemptsBefore: current.attempts });
    await recordAudit(tx, { targetId: id });
    return tx.asset.findFirstOrThrow({ where: { id, organizationId } });
  });
  notifyAssetWorkers();
  return asset;
}
