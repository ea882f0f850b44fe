import "server-only";
import { organizationAccess } from "@/lib/permissions/organization-access";
import { canOnCampaign } from "@/lib/campaigns/campaign-permission";
import type { Tx } from "@/lib/db/client";

/** The report a schedule mails: one campaign's (with the apps its ads promote) or the organization's (campaign null). */
export type ReportSubject = { organizationId: string; campaign: { promotedAppIds: readonly string[] } | null };

export type ReportRecipient = {
  userId: string;
  email: string;
  fullName: string;
  locale: string;
  /** Whether they may read the report now, as its route would answer them. */
  mayRead: boolean;
};

/** Members who may receive a report now: accepted, not expired. */
function activeMemberWhere(organizationId: string, userIds: readonly string[], now = new Date()) {
  return {
    organizationId,
    userId: { in: [...userIds] },
    invitationStatus: "ACCEPTED",
    OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
  };
}

/**
 * The accepted, unexpired members among `userIds`, each with whether their role lets them read the report: the check
 * its own route makes of them. GET campaign/{id}/report needs campaign:read on every app the campaign promotes (on
 * the organization when it promotes none), and lets platform reviewers read by their flag; GET /report needs
 * campaign:read on the organization. Read at the time asked, so a role changed since a schedule was saved counts.
 */
export async function reportRecipients(
  db: Pick<Tx, "membership">,
  subject: ReportSubject,
  userIds: readonly string[],
  now = new Date(),
): Promise<ReportRecipient[]> {
  const rows = await db.membership.findMany({
    where: activeMemberWhere(subject.organizationId, userIds, now),
    include: { role: true, user: { select: { email: true, fullName: true, locale: true, reviewer: true } } },
  });
  return rows.map((row) => {
    const { can } = organizationAccess(subject.organizationId, row, row.user.reviewer, subject.campaign !== null);
    const mayRead = subject.campaign
      ? canOnCampaign(can, "campaign:read", subject.organizationId, subject.campaign.promotedAppIds)
      : can("campaign:read");
    return { userId: row.userId, email: row.user.email, fullName: row.user.fullName, locale: row.user.locale, mayRead };
  });
}
