import { organizationOperation } from "@/lib/http/operation";
import { documentLocaleQuery } from "@/lib/billing/receipt-schemas";
import { statementMonthParams } from "@/lib/billing/statement-schemas";
import { statementFileResponse } from "@/lib/billing/statements";
import { BILLING_TAG, STATEMENT_PATH } from "./examples";

const common = {
  method: "GET" as const,
  tag: BILLING_TAG,
  permission: "billing:read" as const,
  allowReviewers: true,
  params: statementMonthParams,
  query: documentLocaleQuery,
  reasons: ["STATEMENT_MONTH_NOT_ENDED" as const],
};

export const downloadStatementPdf = organizationOperation({
  ...common,
  path: `${STATEMENT_PATH}/pdf`,
  operationId: "downloadStatementPdf",
  summary: "Download a month's statement as PDF",
  description:
    "The statement as an A4 PDF in `locale` (en or ko). 400 STATEMENT_MONTH_NOT_ENDED until the month is over. Needs billing:read.",
  responseType: "application/pdf",
  run: ({ organizationId, params, query }) => statementFileResponse(organizationId, params.month, "pdf", query.locale),
});

export const downloadStatementCsv = organizationOperation({
  ...common,
  path: `${STATEMENT_PATH}/csv`,
  operationId: "downloadStatementCsv",
  summary: "Download a month's statement as CSV",
  description:
    "The statement as CSV (UTF-8 with a byte-order mark, CRLF rows), headers in `locale`: the summary lines and spend " +
    "per day (the organization's time zone) and campaign. 400 STATEMENT_MONTH_NOT_ENDED until the month is over. " +
    "Needs billing:read.",
  responseType: "text/csv",
  run: ({ organizationId, params, query }) => statementFileResponse(organizationId, params.month, "csv", query.locale),
});
