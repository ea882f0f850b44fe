import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { ChargeType } from "@/lib/balance/charge-types";
import { toCsv } from "@/lib/balance/history-csv";
import { prisma } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/config";
import { documentText } from "./document-text";
import { statementPdf } from "./pdf/statement-pdf";
import { pdfResponse } from "./receipts";
import { buildStatement, monthRange, type Statement } from "./statement";
import type { StatementAnswer } from "./statement-schemas";
import { supplierDetails } from "./supplier";

const monthNotEnded = (month: string) =>
  new ApiError(
    400,
    `${month} has not ended in the organization's time zone; its statement exists from its next month's first day.`,
    "STATEMENT_MONTH_NOT_ENDED",
  );

/**
 * The statement of `month` (YYYY-MM) in the organization's time zone, read from its ledger: the balance the last
 * row before the month left, and every row of the month in ledger order. 400 STATEMENT_MONTH_NOT_ENDED while the
 * month is not over.
 */
export async function monthlyStatement(organizationId: string, month: string, now = new Date()) {
  const organization = await prisma.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { timeZone: true, name: true },
  });
  const { start, end } = monthRange(month, organization.timeZone);
  if (end.getTime() > now.getTime()) throw monthNotEnded(month);
  const [before, rows] = await Promise.all([
    prisma.ledgerEntry.findFirst({
      where: { organizationId, createdAt: { lt: start } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { balanceAfter: true },
    }),
    prisma.ledgerEntry.findMany({
      where: { organizationId, createdAt: { gte: start, lt: end } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { type: true, amount: true, balanceAfter: true, description: true, createdAt: true },
    }),
  ]);
  const statement = buildStatement(
    month,
    organization.timeZone,
    before?.balanceAfter ?? 0n,
    rows.map((row) => ({ ...row, type: row.type as ChargeType })),
  );
  return { statement, start, end, organizationName: organization.name };
}

export function serializeStatement(
  organizationId: string,
  { statement, start, end }: Awaited<ReturnType<typeof monthlyStatement>>,
): StatementAnswer {
  const n = Number;
  return {
    organizationId,
    month: statement.month,
    timeZone: statement.timeZone,
    from: start.toISOString(),
    to: end.toISOString(),
    openingBalance: n(statement.openingBalance),
    topUps: n(statement.topUps),
    credits: n(statement.credits),
    spend: n(statement.spend),
    refunds: n(statement.refunds),
    closingBalance: n(statement.closingBalance),
    campaigns: statement.campaigns.map((c) => ({ ...c, amount: n(c.amount) })),
    entryCount: statement.entryCount,
  };
}

/** The CSV: the summary lines, then spend per day and campaign; amounts in won, days in the organization's zone. */
export function statementCsv(statement: Statement, locale: Locale): string {
  const { t } = documentText(locale, statement.timeZone);
  const line = (key: string, amount: bigint) => [t(`statement.${key}`), "", "", "", Number(amount)];
  return toCsv([
    [
      t("statement.csv.line"),
      t("statement.csv.day"),
      t("statement.csv.campaignId"),
      t("statement.csv.campaign"),
      t("statement.csv.amount"),
    ],
    line("opening", statement.openingBalance),
    line("topUps", statement.topUps),
    line("credits", statement.credits),
    ...statement.days.map((d) => [t("statement.spend"), d.day, d.campaignId ?? "", d.campaignName, Number(d.amount)]),
    line("spendTotal", statement.spend),
    line("refunds", statement.refunds),
    line("closing", statement.closingBalance),
  ]);
}

export async function statementFileResponse(organizationId: string, month: string, kind: "pdf" | "csv", locale: Locale) {
  const read = await monthlyStatement(organizationId, month);
  const filename = `statement-${month}-${locale}.${kind}`;
  if (kind === "csv") {
    return new Response(statementCsv(read.statement, locale), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` },
    });
  }
  const pdf = await statementPdf(
    { statement: read.statement, organizationName: read.organizationName, supplier: supplierDetails() },
    locale,
  );
  return pdfResponse(pdf, filename);
}
