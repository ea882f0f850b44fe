import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "./errors";
import { REASON_IDS, type Reason } from "./reasons";

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

/** The common error object of the spec, plus `details` for validation failures. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    reason: z
      .enum(REASON_IDS as [Reason, ...Reason[]])
      .optional()
      .describe("Detailed reason: one of the reasons list"),
    assetId: z.string().optional(),
    details: z.array(errorDetailSchema).optional(),
  })
  .describe("Common error object");
