import { z } from "zod";
import { answerWaiting, callBatchItem, finishShared, runShared, type SharedTransaction } from "@/lib/http/batch-call";
import { waitForAnswer } from "@/lib/http/batch-items";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { campaignAnswersById } from "@/lib/campaigns/campaign-answers";
import { lockRows, shareRows } from "@/lib/db/row-lock";
import { errorDetailSchema } from "@/lib/api/error-body-schema";
import { ApiError } from "@/lib/api/errors";
import { chargeBatch } from "@/lib/http/key-policy";
import { organizationOperation, type Operation } from "@/lib/http/operation";
import { zodDetails } from "@/lib/api/validation";
import { BATCH_OPERATION_IDS, type BatchOperationId } from "@/lib/campaigns/batch-operations";
import { requestContext } from "@/lib/db/request-context";
import { transaction } from "@/lib/db/transaction";
import { addAd } from "./add-ad";
import { changeAdStatus } from "./change-ad-status";
import { changeCampaignStatus } from "./change-campaign-status";
import { createCampaign } from "./create-campaign";
import { CAMPAIGNS_TAG } from "./examples";
import { updateAd } from "./update-ad";
import { updateCampaign } from "./update-campaign";

/** Each write a batch may hold runs as that operation would, sent alone. */
const BATCH_OPERATIONS: Record<BatchOperationId, Operation> = {
  createCampaign,
  updateCampaign,
  changeCampaignStatus,
  addAd,
  updateAd,
  changeAdStatus,
};

const MAX_BATCH_OPERATIONS = 1000;

// Each operation's own path parameters (the organization's comes from the batch's path), as one strict object.
const paramSchemas = new Map(
  Object.entries(BATCH_OPERATIONS).map(([id, operation]) => [
    id,
    z.strictObject(Object.fromEntries(Object.entries(operation.params ?? {}).filter(([name]) => name !== "organizationId"))),
  ]),
);

const batchOperationSchema = z
  .strictObject({
    op: z.enum(BATCH_OPERATION_IDS).describe("The operationId of the write, as this document names it"),
    params: z
      .record(z.string(), z.string())
      .optional()
      .describe("Its path parameters but organizationId, e.g. { campaignId } (checked as its route checks them)"),
    body: z.unknown().optional().describe("Its request body, checked against that operation's own request schema"),
  })
  .superRefine((item, ctx) => {
    // Checked here too, so that a batch with any malformed operation is refused whole before anything runs.
    const operation = BATCH_OPERATIONS[item.op];
    const checks: [string, z.ZodType | undefined, unknown][] = [
      ["params", paramSchemas.get(item.op), item.params ?? {}],
      ["body", operation.body, item.body],
    ];
    for (const [where, schema, value] of checks) {
      if (!schema) {
        if (value !== undefined) ctx.addIssue({ code: "custom", path: [where], message: `${item.op} takes no ${where}` });
        continue;
      }
      const result = schema.safeParse(value);
      if (result.success) continue;
      for (const detail of zodDetails(result.error, [where])) {
        ctx.addIssue({ code: "custom", path: detail.path.split("."), message: detail.message });
      }
    }
  });

const runBatchBody = z
  .strictObject({
    atomic: z
      .boolean()
      .describe(
        "true: all or nothing, in one transaction (any refusal keeps nothing: 409 BATCH_REFUSED); false: each operation in its own transaction",
      ),
    operations: z.array(batchOperationSchema).min(1).max(MAX_BATCH_OPERATIONS).describe("1 to 1,000 writes, run in this order"),
  })
  .meta({ id: "BatchRequest" });

const batchResultSchema = z.object({
  index: z.number().int().describe("The operation's place in operations, from 0"),
  op: z.string(),
  status: z.number().int().describe("The HTTP status the operation answered (in a refused atomic batch, what it would have)"),
  result: z.unknown().optional().describe("Its answer when it succeeded (in a dry run, what it would be)"),
  // The common error object (the document's Error), its code and reason as plain strings here.
  error: z
    .object({
      statusCode: z.number().int(),
      code: z.string(),
      message: z.string(),
      reason: z.string().optional(),
      details: z.array(errorDetailSchema).optional(),
    })
    .optional()
    .describe("Its common error object (Error) when it was refused"),
});

const batchAnswerSchema = z
  .object({
    batchId: z.string().describe("The batch's request id (X-Request-Id), which every operation's audit entry carries"),
    atomic: z.boolean(),
    dryRun: z.boolean(),
    committed: z.boolean().describe("Whether any change was kept"),
    succeeded: z.number().int(),
    refused: z.number().int(),
    results: z.array(batchResultSchema).describe("One per operation, in order"),
  })
  .meta({ id: "BatchAnswer" });
type BatchResult = z.infer<typeof batchResultSchema>;

/** Thrown out of an atomic batch's transaction when an operation was refused: nothing is kept. */
class RolledBack extends Error {}

export const runBatch = organizationOperation({
  method: "POST",
  path: "/api/core/organization/{organizationId}/batch",
  operationId: "runBatch",
  summary: "Run up to 1,000 campaign and ad writes at once",
  description:
    "Each operation names a write of this API by its operationId (createCampaign, updateCampaign, changeCampaignStatus, addAd, " +
    "updateAd, changeAdStatus) with its path params and body, and runs exactly as that request sent alone would: its validation, " +
    "permission, row lock, state checks and audit entry (which carries the batch's request id, answered as batchId). atomic: true " +
    "runs them in one transaction: any refusal keeps nothing and answers 409 BATCH_REFUSED, the common error object whose details " +
    "name each refused operation (operations.<index>) with results beside it. atomic: false runs each in its own transaction and " +
    "answers 200 with a result per operation, refused or not. A malformed operation (unknown op or field, more than 1,000) refuses " +
    "the whole batch with 400 VALIDATION_FAILED, details naming operations.<index>.<field>. ?dryRun=true runs every operation as its " +
    "own dry run (each against the data as it is, nothing kept): the preview. One Idempotency-Key covers the batch. An API key's " +
    "rate limit counts each operation as one request (429 RATE_LIMITED, before any runs, when its window has not room for all).",
  tag: CAMPAIGNS_TAG,
  // Each operation checks its own permission, on the row it reads.
  permission: null,
  transaction: "items",
  // The batch writes no entry of its own: each of its operations records its own, naming the batch (its request id).
  audit: null,
  body: runBatchBody,
  response: batchAnswerSchema,
  errors: [409, 429],
  reasons: ["BATCH_REFUSED", "RATE_LIMITED"],
  requestExample: {
    atomic: true,
    operations: [
      { op: "updateCampaign", params: { campaignId: "65f1c0ffee0000000000c001" }, body: { budget: 5500000 } },
      { op: "changeCampaignStatus", params: { campaignId: "65f1c0ffee0000000000c002" }, body: { status: "CAMPAIGN_STATUS_PAUSED" } },
    ],
  },
  run: async ({ req, requestId, caller, organizationId, body }) => {
    const rateHeaders = await chargeBatch(caller, body.operations.length - 1);
    const dryRun = requestContext()?.dryRun ?? false;
    // Where each campaign is named last: an operation there may answer it at the end (answerAtEnd), as it left it.
    const lastNamed = new Map(body.operations.flatMap((item, index) => (item.params?.campaignId ? [[item.params.campaignId, index]] : [])));
    const runAll = async (shared?: SharedTransaction) => {
      const results: BatchResult[] = [];
      for (const [index, item] of body.operations.entries()) {
        const params = { organizationId, ...item.params };
        const campaignId = item.params?.campaignId;
        const {
          status,
          body: answer,
          answeredAtEnd,
        } = await callBatchItem(BATCH_OPERATIONS[item.op], {
          req,
          caller,
          batchId: requestId,
          from: "batch",
          params,
          body: item.body,
          dryRun,
          shared,
          mayAnswerAtEnd: campaignId !== undefined && lastNamed.get(campaignId) === index,
        });
        const ok = status < 400;
        const result: BatchResult = {
          index,
          op: item.op,
          status,
          ...(ok ? { result: answer } : { error: answer as BatchResult["error"] }),
        };
        results.push(result);
        if (shared && answeredAtEnd) waitForAnswer(shared, answeredAtEnd, (campaign) => (result.result = campaign));
      }
      if (shared) {
        const baseUrl = publicBaseUrl(requestOrigin(req));
        await answerWaiting(shared, (tx, ids) => campaignAnswersById(tx, organizationId, ids, baseUrl));
      }
      return results;
    };
    let results: BatchResult[] = [];
    if (body.atomic && !dryRun) {
      try {
        await transaction(
          async (tx) => {
            // The campaigns the operations name, locked up front in id order (the organization's row share-locked first,
            // as every campaign write takes them): each operation's lock then finds its row held.
            const campaignIds = body.operations.flatMap((item) => (item.params?.campaignId ? [item.params.campaignId] : []));
            if (campaignIds.length) {
              await shareRows(tx, { table: "Organization", ids: [organizationId] });
              await lockRows(tx, { table: "Campaign", ids: campaignIds, organizationId });
            }
            const run = await runShared(tx, runAll);
            results = run.result;
            if (results.some((result) => result.error)) throw new RolledBack();
            await finishShared(run.shared);
          },
          { maxWait: 30_000, timeout: 600_000 },
        );
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
    } else {
      results = await runAll();
    }
    const refused = results.filter((result) => result.error);
    const answer = {
      batchId: requestId,
      atomic: body.atomic,
      dryRun,
      committed: !dryRun && (body.atomic ? refused.length === 0 : refused.length < results.length),
      succeeded: results.length - refused.length,
      refused: refused.length,
      results,
    };
    if (body.atomic && refused.length) {
      const error = new ApiError(
        409,
        `${refused.length} of ${results.length} operations were refused${dryRun ? "" : ": nothing was kept"}.`,
        "BATCH_REFUSED",
        {
          details: refused.map((result) => ({ path: `operations.${result.index}`, message: result.error!.message })),
        },
      );
      return Response.json({ ...error.toBody(), ...answer }, { status: 409, headers: rateHeaders });
    }
    return Response.json(answer, { headers: rateHeaders });
  },
});
