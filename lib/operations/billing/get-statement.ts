import { organizationOperation } from "@/lib/http/operation";
import { monthlyStatement, serializeStatement } from "@/lib/billing/statements";
import { statementMonthParams, statementSchema } from "@/lib/billing/statement-schemas";
import { BILLING_TAG, STATEMENT_PATH, statementExample } from "./examples";

export const getStatement = organizationOperation({
  method: "GET",
  path: STATEMENT_PATH,
  operationId: "getStatement",
  summary: "A month's statement",
  description:
    "The organization's ledger over one calendar month in its time zone: opening balance, top-ups, credits, spend " +
    "per campaign, refunds and closing balance, equal to the ledger to the won. 400 STATEMENT_MONTH_NOT_ENDED until " +
    "the month is over. Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  params: statementMonthParams,
  response: statementSchema,
  reasons: ["STATEMENT_MONTH_NOT_ENDED"],
  responseExample: statementExample,
  run: async ({ organizationId, params }) => serializeStatement(organizationId, await monthlyStatement(organizationId, params.month)),
});
