import "server-only";
import { recordAudit } from "@/lib/audit/record-audit";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { getStorage } from "@/lib/storage/storage";
import { getAssetQueue, sendAssetJob } from "./asset-queue";
import { notifyAssetWorkers } from "./asset-queue";
import { assetDirectory, originalKey } from "./asset-keys";
import { receiveUpload } from "./receive-upload";

// A burst of uploads waits for a connection as any burst of writes does (lib/http/write-request.ts): with Prisma's
// default of 2 s to start a transaction, 195 of 200 concurrent uploads were answered 503 while the pool was busy.
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 60_000 };

/**
 * Operation 17: streams the upload to storage, then creates the QUEUED asset and its processing job in one
 * transaction. The original is stored before this returns; if anything fails after that, it is removed.
 */
export async function ingestAsset({ req, organizationId, createdById }: { req: Request; organizationId: string; createdById: string }) {
  const id = newObjectId();
  const storage = getStorage();
  // Started before the transaction: on the embedded database, starting the queue inside it would wait for it.
  const boss = await getAssetQueue();
  const upload = await receiveUpload(req, storage, (media) => originalKey(organizationId, id, media.extension));
  try {
    const asset = await transaction(async (tx) => {
      const row = await tx.asset.create({
        data: {
          id,
          organizationId,
          kind: upload.media.kind,
          productType: upload.productType,
          status: "QUEUED",
          mime: upload.media.mime,
          fileSize: upload.size,
          originalName: upload.originalName,
          originalKey: upload.key,
          createdById,
        },
      });
      await sendAssetJob(boss, tx, { assetId: id, organizationId, attemptsBefore: 0 });
      await recordAudit(tx, { targetId: id, fields: ["file", "productType"] });
      return row;
    }, TRANSACTION_OPTIONS);
    notifyAssetWorkers();
    return asset;
  } catch (error) {
    await storage.deletePrefix(assetDirectory(organizationId, id)).catch(() => {});
    throw error;
  }
}
