import "server-only";
import { ApiError, badRequest, notFound } from "@/lib/api/errors";
import { prisma, type Tx } from "@/lib/db/client";
import { lockRow } from "@/lib/db/row-lock";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { nextSendAt } from "./report-period";
import { reportRecipients, type ReportSubject } from "./recipient-access";
import { wholeOrganizationIssue, type CreateScheduleInput, type ScheduleAnswer, type UpdateScheduleInput } from "./schemas";

const scheduleInclude = { campaign: { select: { name: true } } } as const;

type ScheduleRow = {
  id: string;
  organizationId: string;
  campaignId: string | null;
  frequency: string;
  breakdown: string;
  perCampaign: boolean;
  recipientIds: string[];
  nextRunAt: Date;
  lastRunAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  campaign: { name: string } | null;
};

function serializeSchedule(row: ScheduleRow): ScheduleAnswer {
  return {
    _id: row.id,
    organizationId: row.organizationId,
    campaignId: row.campaignId,
    campaignName: row.campaign?.name ?? null,
    frequency: row.frequency as ScheduleAnswer["frequency"],
    breakdown: row.breakdown,
    perCampaign: row.perCampaign,
    recipientIds: row.recipientIds,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Refuses recipients the report may not go to, naming each entry: 400 for one who is not an accepted, unexpired member
 * of the organization, then 403 RECIPIENT_CANNOT_READ for one whose role does not let them read this report (a
 * schedule must not mail a report to someone its route would refuse).
 */
async function assertRecipientsMayRead(db: Tx, subject: ReportSubject, recipientIds: readonly string[]) {
  const recipients = new Map((await reportRecipients(db, subject, recipientIds)).map((recipient) => [recipient.userId, recipient]));
  const notMembers = recipientIds.flatMap((id, index) =>
    recipients.has(id) ? [] : [{ path: `recipientIds.${index}`, message: "is not a member of this organization" }],
  );
  if (notMembers.length > 0) throw badRequest("Every recipient must be a member of this organization.", "VALIDATION_FAILED", notMembers);
  const needs = subject.campaign ? "campaign:read on every app this campaign promotes" : "campaign:read on the organization";
  const cannotRead = recipientIds.flatMap((id, index) =>
    recipients.get(id)!.mayRead ? [] : [{ path: `recipientIds.${index}`, message: `may not read this report (needs ${needs})` }],
  );
  if (cannotRead.length > 0) {
    throw new ApiError(403, "Every recipient must be allowed to read this report.", "RECIPIENT_CANNOT_READ", { details: cannotRead });
  }
}

/** The report a schedule of `campaignId` (null: the organization's) mails, or 404 for a campaign not of this organization. */
async function subjectOf(db: Tx, organizationId: string, campaignId: string | null): Promise<ReportSubject> {
  if (!campaignId) return { organizationId, campaign: null };
  const campaign = await db.campaign.findFirst({ where: { id: campaignId, organizationId }, select: { promotedAppIds: true } });
  if (!campaign) throw notFound("Campaign");
  return { organizationId, campaign };
}

async function timeZoneOf(db: Tx, organizationId: string): Promise<string> {
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { timeZone: true } });
  if (!organization) throw notFound("Organization");
  return organization.timeZone;
}

async function getScheduleOrThrow(db: Tx, organizationId: string, id: string) {
  const row = await db.reportSchedule.findFirst({ where: { id, organizationId }, include: scheduleInclude });
  if (!row) throw notFound("Report schedule");
  return row;
}

async function lockScheduleOrThrow(tx: Tx, organizationId: string, id: string) {
  if (!(await lockRow(tx, { table: "ReportSchedule", id, organizationId }))) throw notFound("Report schedule");
  return getScheduleOrThrow(tx, organizationId, id);
}

/** Extension GET /report-schedules: every schedule of the organization, oldest first. */
export async function listSchedules(organizationId: string) {
  const rows = await prisma.reportSchedule.findMany({
    where: { organizationId },
    include: scheduleInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { items: rows.map(serializeSchedule) };
}

export async function getSchedule(organizationId: string, id: string) {
  return serializeSchedule(await getScheduleOrThrow(prisma, organizationId, id));
}

/** Extension POST /report-schedules: first sent at the next Monday or 1st in the organization's time zone. */
export async function createSchedule(organizationId: string, createdById: string | null, input: CreateScheduleInput) {
  return transaction(async (tx) => {
    await assertRecipientsMayRead(tx, await subjectOf(tx, organizationId, input.campaignId), input.recipientIds);
    const timeZone = await timeZoneOf(tx, organizationId);
    const row = await tx.reportSchedule.create({
      data: {
        id: newObjectId(),
        organizationId,
        campaignId: input.campaignId,
        frequency: input.frequency,
        breakdown: input.breakdown,
        perCampaign: input.perCampaign,
        recipientIds: input.recipientIds,
        createdById,
        nextRunAt: nextSendAt(input.frequency, timeZone, new Date()),
      },
      include: scheduleInclude,
    });
    return serializeSchedule(row);
  });
}

/** Extension PATCH /report-schedules/{scheduleId}: a new frequency moves the next send to its next day. */
export async function updateSchedule(organizationId: string, id: string, input: UpdateScheduleInput) {
  return transaction(async (tx) => {
    const current = await lockScheduleOrThrow(tx, organizationId, id);
    const issue = wholeOrganizationIssue({
      campaignId: current.campaignId,
      perCampaign: input.perCampaign ?? current.perCampaign,
      breakdown: input.breakdown ?? current.breakdown,
    });
    if (issue) throw badRequest(issue.message, "VALIDATION_FAILED", [{ path: issue.path.join("."), message: issue.message }]);
    if (input.recipientIds) {
      await assertRecipientsMayRead(tx, await subjectOf(tx, organizationId, current.campaignId), input.recipientIds);
    }
    const moved = input.frequency !== undefined && input.frequency !== current.frequency;
    const row = await tx.reportSchedule.update({
      where: { id },
      data: {
        frequency: input.frequency,
        breakdown: input.breakdown,
        perCampaign: input.perCampaign,
        recipientIds: input.recipientIds,
        ...(moved ? { nextRunAt: nextSendAt(input.frequency!, await timeZoneOf(tx, organizationId), new Date()) } : {}),
      },
      include: scheduleInclude,
    });
    return serializeSchedule(row);
  });
}

/** Extension DELETE /report-schedules/{scheduleId}: answers the schedule as it was. */
export async function deleteSchedule(organizationId: string, id: string) {
  return transaction(async (tx) => {
    const row = await lockScheduleOrThrow(tx, organizationId, id);
    await tx.reportSchedule.delete({ where: { id } });
    return serializeSchedule(row);
  });
}
