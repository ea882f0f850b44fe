import "server-only";
import { prisma } from "@/lib/db/client";
import { reportQuery } from "@/lib/delivery/schemas";
import { transaction } from "@/lib/db/transaction";
import { sendMail } from "@/lib/mail/transport";
import { reportRecipients, type ReportRecipient } from "./recipient-access";
import { buildReportFile } from "./report-file";
import type { Frequency } from "@/lib/report-delivery-values";
import { lastFullPeriod, nextSendAt } from "./report-period";
import { renderRecipientsSkippedMail, renderScheduledReportMail } from "./schedule-mail";

type Claimed = {
  id: string;
  organizationId: string;
  organizationName: string;
  timeZone: string;
  campaignId: string | null;
  frequency: Frequency;
  breakdown: string;
  perCampaign: boolean;
  recipientIds: string[];
  createdById: string | null;
  nextRunAt: Date;
};

/** Schedules one run takes at most; the rest wait for the next run a minute later. */
const RUN_BATCH = 20;

/**
 * Claims one due schedule: under its row lock (SKIP LOCKED, so runners in other processes take other rows
 * instead of waiting), nextRunAt moves to the next send time and the claim commits before anything is sent.
 * A runner that comes after finds it no longer due: each period is sent once. A send that fails after the claim
 * is logged and not repeated (mail at most once rather than twice).
 */
async function claimDueSchedule(now: Date): Promise<Claimed | null> {
  return transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Claimed[]>`
      SELECT s."id", s."organizationId", o."name" AS "organizationName", o."timeZone", s."campaignId", s."frequency",
        s."breakdown", s."perCampaign", s."recipientIds", s."createdById", s."nextRunAt"
      FROM "ReportSchedule" s JOIN "Organization" o ON o."id" = s."organizationId"
      WHERE s."nextRunAt" <= ${now}
      ORDER BY s."nextRunAt", s."id" LIMIT 1 FOR UPDATE OF s SKIP LOCKED`;
    if (!row) return null;
    // After a long stop (the server down for weeks) the next send is the next one from now, not every missed one.
    const after = row.nextRunAt.getTime() > now.getTime() ? row.nextRunAt : now;
    await tx.reportSchedule.update({
      where: { id: row.id },
      data: { nextRunAt: nextSendAt(row.frequency, row.timeZone, after), lastRunAt: now },
    });
    return row;
  });
}

type Campaign = { id: string; name: string; promotedAppIds: string[] };

/**
 * Tells the schedule's creator, when they may still read the report (else the organization's Owners, who may), which
 * recipients it was not sent to because their role no longer lets them read it.
 */
async function tellRecipientsSkipped(schedule: Claimed, campaign: Campaign | null, skipped: ReportRecipient[], now: Date) {
  const subject = { organizationId: schedule.organizationId, campaign };
  const creator = schedule.createdById ? await reportRecipients(prisma, subject, [schedule.createdById], now) : [];
  const told = creator.some((member) => member.mayRead)
    ? creator
    : await prisma.membership
        .findMany({
          where: { organizationId: schedule.organizationId, invitationStatus: "ACCEPTED", role: { systemKey: "owner" } },
          select: { user: { select: { email: true, locale: true } } },
        })
        .then((owners) => owners.map((owner) => owner.user));
  for (const person of told) {
    const mail = renderRecipientsSkippedMail({
      to: person.email,
      locale: person.locale,
      organization: { id: schedule.organizationId, name: schedule.organizationName },
      campaign,
      frequency: schedule.frequency,
      skipped: skipped.map((recipient) => `${recipient.fullName} <${recipient.email}>`),
    });
    try {
      await sendMail(mail);
    } catch (error) {
      console.error(
        `[report-schedules] telling ${person.email} of schedule ${schedule.id}'s skipped recipients failed: ${(error as Error).message}`,
      );
    }
  }
}

/**
 * Builds the schedule's report for the last full period and mails it to each recipient still a member who may still
 * read it, in their language. A recipient whose role no longer lets them read it is left out, and the creator told.
 */
async function sendSchedule(schedule: Claimed, now: Date): Promise<number> {
  const campaign = schedule.campaignId
    ? await prisma.campaign.findUnique({ where: { id: schedule.campaignId }, select: { id: true, name: true, promotedAppIds: true } })
    : null;
  if (schedule.campaignId && !campaign) return 0;
  const recipients = await reportRecipients(prisma, { organizationId: schedule.organizationId, campaign }, schedule.recipientIds, now);
  const skipped = recipients.filter((recipient) => !recipient.mayRead);
  if (skipped.length > 0) await tellRecipientsSkipped(schedule, campaign, skipped, now);
  const readers = recipients.filter((recipient) => recipient.mayRead);
  if (readers.length === 0) return 0;
  const period = lastFullPeriod(schedule.frequency, schedule.timeZone, now);
  const query = reportQuery.parse({ ...period, granularity: "DAY", breakdown: schedule.breakdown });
  const scope = { organizationId: schedule.organizationId, campaignId: schedule.campaignId, perCampaign: schedule.perCampaign };
  const files = new Map<string, Awaited<ReturnType<typeof buildReportFile>>>();
  let sent = 0;
  for (const user of readers) {
    // One report per language (the CSV's column names are the recipient's).
    const file = files.get(user.locale) ?? (await buildReportFile(scope, query, user.locale));
    files.set(user.locale, file);
    const mail = renderScheduledReportMail({
      to: user.email,
      locale: user.locale,
      organization: { id: schedule.organizationId, name: schedule.organizationName },
      campaign: campaign && { id: campaign.id, name: campaign.name },
      frequency: schedule.frequency,
      period,
      totals: file.report.totals,
      rowCount: file.report.rows.length,
      csv: file.csv,
      days: { timeZone: file.report.timeZone, utcDays: file.report.utcDays },
    });
    try {
      if (await sendMail(mail)) sent++;
    } catch (error) {
      console.error(`[report-schedules] sending schedule ${schedule.id} to ${user.email} failed: ${(error as Error).message}`);
    }
  }
  return sent;
}

/** Sends every schedule due at `now` (the worker calls it every minute); answers how many schedules ran. */
export async function runDueSchedules(now = new Date()): Promise<number> {
  let ran = 0;
  for (; ran < RUN_BATCH; ran++) {
    const schedule = await claimDueSchedule(now);
    if (!schedule) break;
    await sendSchedule(schedule, now).catch((error: Error) =>
      console.error(`[report-schedules] schedule ${schedule.id} could not be sent: ${error.message}`),
    );
  }
  return ran;
}
