import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { prisma, type Tx } from "@/lib/db/client";
import { lockRow } from "@/lib/db/row-lock";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { nextSendAt } from "./report-period";
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

/** Members who may receive a report now: accepted, not expired. */
export function activeMemberWhere(organizationId: string, userIds: readonly string[], now = new Date()) {
  return {
    organizationId,
    userId: { in: [...userIds] },
    invitationStatus: "ACCEPTED",
    OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
  };
}

/** 400 naming each recipient who is not a member of the organization (or whose membership is pending or over). */
async function assertRecipientsAreMembers(db: Tx, organizationId: string, recipientIds: readonly string[]) {
  const members = await db.membership.findMany({ where: activeMemberWhere(organizationId, recipientIds), select: { userId: true } });
  const known = new Set(members.map((member) => member.userId));
  const details = recipientIds.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `recipientIds.${index}`, message: "is not a member of this organization" }],
  );
  if (details.length > 0) throw badRequest("Every recipient must be a member of this organization.", "VALIDATION_FAILED", details);
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
    if (input.campaignId && !(await tx.campaign.count({ where: { id: input.campaignId, organizationId } }))) throw notFound("Campaign");
    await assertRecipientsAreMembers(tx, organizationId, input.recipientIds);
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
    if (input.recipientIds) await assertRecipientsAreMembers(tx, organizationId, input.recipientIds);
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
