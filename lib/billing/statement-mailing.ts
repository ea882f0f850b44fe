import "server-only";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import type { MailPreferenceGroup } from "@/lib/events/event-types";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { mailConfigured, sendMail } from "@/lib/mail/transport";
import { organizationAccess } from "@/lib/permissions/organization-access";
import { instantToWallClock } from "@/lib/time-zone";
import { statementPdf } from "./pdf/statement-pdf";
import { monthRange } from "./statement";
import { monthlyStatement, statementCsv } from "./statements";
import { renderStatementMail } from "./statement-mail";
import { supplierDetails } from "./supplier";

/** The notification setting a member turns on to receive the monthly statement by mail. */
const STATEMENT_GROUP: MailPreferenceGroup = "statements";

/** Organizations one run mails at most; the rest are taken by the next run (the worker calls every few minutes). */
const RUN_BATCH = 50;

/** The month just ended when `now` falls on the 1st in `timeZone` (YYYY-MM), else null: statements go out on the 1st. */
export function monthToMail(now: Date, timeZone: string): string | null {
  const local = instantToWallClock(now, timeZone);
  if (local.slice(8, 10) !== "01") return null;
  const [year, month] = local.slice(0, 7).split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/**
 * Takes the organization's month: one row per organization and month, inserted before anything is sent and
 * committed at once, so of several app instances (or two runs of one) exactly one mails it. A send that fails after
 * the claim is logged and not repeated (a statement at most once, never twice; it stays on the balance page).
 */
async function claim(organizationId: string, month: string): Promise<boolean> {
  return transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "StatementMailing" ("organizationId", "month") VALUES (${organizationId}, ${month})
      ON CONFLICT ("organizationId", "month") DO NOTHING`;
    if (inserted !== 1) return false;
    // the month's statement.ready, written once with the claim (events, webhooks and the bell)
    await recordEvent(tx, { organizationId, type: "statement.ready", objectId: null, data: { month } });
    return true;
  });
}

/** The members who chose the monthly statement in their notification settings and whose role reads billing. */
async function recipientsOf(organizationId: string, now: Date) {
  const rows = await prisma.membership.findMany({
    where: {
      organizationId,
      invitationStatus: "ACCEPTED",
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      user: { notificationPreferences: { some: { organizationId, group: STATEMENT_GROUP, email: true } } },
    },
    include: { role: true, user: { select: { email: true, locale: true, reviewer: true } } },
  });
  return rows
    .filter((row) => organizationAccess(organizationId, row, row.user.reviewer, false).can("billing:read"))
    .map((row) => ({ email: row.user.email, locale: (isLocale(row.user.locale) ? row.user.locale : "en") as Locale }));
}

/** Mails one organization's statement of `month` to its recipients; answers how many were sent. */
async function mailStatement(organization: { id: string; name: string }, month: string, now: Date): Promise<number> {
  const recipients = await recipientsOf(organization.id, now);
  if (recipients.length === 0) return 0;
  if (!mailConfigured()) {
    // Like every other mail of an install without SMTP_URL: said in the log, not kept to send later.
    console.info(
      `[mail] SMTP_URL is not set: not sending the ${month} statement of ${organization.name} to ${recipients.length} member(s); it is on the balance page`,
    );
    return 0;
  }
  const read = await monthlyStatement(organization.id, month, now);
  const files = new Map<Locale, { pdf: Buffer; csv: string }>();
  let sent = 0;
  for (const recipient of recipients) {
    let file = files.get(recipient.locale);
    if (!file) {
      const pdf = await statementPdf(
        { statement: read.statement, organizationName: read.organizationName, supplier: supplierDetails() },
        recipient.locale,
      );
      file = { pdf, csv: statementCsv(read.statement, recipient.locale) };
      files.set(recipient.locale, file);
    }
    const mail = renderStatementMail({ to: recipient.email, locale: recipient.locale, organization, statement: read.statement, ...file });
    try {
      if (await sendMail(mail)) sent += 1;
    } catch (error) {
      console.error(`[statements] the ${month} statement of ${organization.id} to ${recipient.email} failed: ${(error as Error).message}`);
    }
  }
  await prisma.statementMailing.update({
    where: { organizationId_month: { organizationId: organization.id, month } },
    data: { recipients: sent },
  });
  return sent;
}

/**
 * On each organization's 1st (in its time zone), its statement of the month just ended to the members who opted in.
 * Organizations created after that month ended get none. Answers how many organizations this run took and how many
 * mails went out; a full batch means more may wait.
 */
export async function mailMonthlyStatements(now = new Date()): Promise<{ organizations: number; mails: number; more: boolean }> {
  const zones = await prisma.organization.findMany({ distinct: ["timeZone"], select: { timeZone: true } });
  let sent = 0;
  let taken = 0;
  for (const { timeZone } of zones) {
    const month = monthToMail(now, timeZone);
    if (!month || taken >= RUN_BATCH) continue;
    const { end } = monthRange(month, timeZone);
    const due = await prisma.$queryRaw<{ id: string; name: string }[]>`
      SELECT o."id", o."name" FROM "Organization" o
      WHERE o."timeZone" = ${timeZone} AND o."createdAt" < ${end}
        AND NOT EXISTS (SELECT 1 FROM "StatementMailing" m WHERE m."organizationId" = o."id" AND m."month" = ${month})
      ORDER BY o."id" LIMIT ${RUN_BATCH - taken}`;
    for (const organization of due) {
      if (!(await claim(organization.id, month))) continue;
      taken += 1;
      sent += await mailStatement(organization, month, now).catch((error: Error) => {
        console.error(`[statements] the ${month} statement of ${organization.id} could not be mailed: ${error.message}`);
        return 0;
      });
    }
  }
  return { organizations: taken, mails: sent, more: taken >= RUN_BATCH };
}
