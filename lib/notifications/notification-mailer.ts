import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { GROUPS_MAILED_BY_DEFAULT, notificationGroupOf, type EventType } from "@/lib/events/event-types";
import { mailConfigured, sendMail } from "@/lib/mail/transport";
import { campaignIdsOfAds } from "./notification-queries";
import { renderNotificationMail, type MailedNotification } from "./notification-mail";
import { setting } from "@/lib/config";

/** A burst has settled once its newest notification is this old (NOTIFICATION_MAIL_DELAY_SECONDS, default 60). */
const settleSeconds = () => setting("NOTIFICATION_MAIL_DELAY_SECONDS");
/** A burst that never settles is mailed anyway once its oldest notification waited this long. */
const LONGEST_WAIT_MS = 10 * 60_000;
/** People mailed per call, and notifications per mail (the rest go in the next one). */
const PEOPLE_PER_CALL = 100;
const NOTIFICATIONS_PER_MAIL = 1_000;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Mails each person whose PENDING notifications have settled ONE message grouping them, then marks them SENT;
 * those of a group the person has since turned off, or of an organization they left, become SKIPPED. Several
 * workers may run it at once: a person's rows are claimed with FOR UPDATE SKIP LOCKED and held until the mail is
 * sent, so a second worker passes them by. A failed send rolls back and is tried on the next call. Without
 * SMTP_URL, pending notifications are SKIPPED rather than piling up. Returns the number of mails sent.
 */
export async function sendPendingNotificationMails(now = new Date()): Promise<number> {
  if (!mailConfigured()) {
    await prisma.notification.updateMany({ where: { emailState: "PENDING" }, data: { emailState: "SKIPPED" } });
    return 0;
  }
  const settled = now.getTime() - settleSeconds() * 1000;
  const overdue = now.getTime() - LONGEST_WAIT_MS;
  const waiting = await prisma.notification.groupBy({
    by: ["userId"],
    where: { emailState: "PENDING" },
    _max: { createdAt: true },
    _min: { createdAt: true },
  });
  const ready = waiting
    .filter((person) => (person._max.createdAt?.getTime() ?? 0) <= settled || (person._min.createdAt?.getTime() ?? 0) <= overdue)
    .slice(0, PEOPLE_PER_CALL);
  let sent = 0;
  for (const person of ready) {
    try {
      if (await mailPerson(person.userId)) sent += 1;
    } catch (error) {
      console.error(`[notifications] mail to user ${person.userId} failed: ${(error as Error).message}`);
    }
  }
  return sent;
}

async function mailPerson(userId: string): Promise<boolean> {
  return transaction(
    async (tx) => {
      const claimed = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "Notification" WHERE "userId" = ${userId} AND "emailState" = 'PENDING'
        ORDER BY "createdAt", "id" LIMIT ${NOTIFICATIONS_PER_MAIL} FOR UPDATE SKIP LOCKED`;
      if (claimed.length === 0) return false;
      const ids = claimed.map((row) => row.id);
      const { mailed, skipped } = await sortOut(tx, userId, ids);
      if (skipped.length) await tx.notification.updateMany({ where: { id: { in: skipped } }, data: { emailState: "SKIPPED" } });
      if (mailed.length === 0) return false;
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, locale: true, timezone: true } });
      const mail = renderNotificationMail(user, mailed);
      await tx.notification.updateMany({ where: { id: { in: mailed.map((item) => item.id) } }, data: { emailState: "SENT" } });
      // Sent last, inside the transaction that holds the rows: a failure rolls the SENT marks back.
      if (!(await sendMail(mail))) throw new Error("mail is not configured");
      return true;
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/** Which claimed notifications go in the mail (current member, group mailed) and which are skipped. */
async function sortOut(tx: Tx, userId: string, ids: string[]) {
  const rows = await tx.notification.findMany({
    where: { id: { in: ids } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, organizationId: true, event: { select: { type: true, objectId: true, data: true } } },
  });
  const organizationIds = [...new Set(rows.map((row) => row.organizationId))];
  const [memberships, preferences] = await Promise.all([
    tx.membership.findMany({
      where: { userId, organizationId: { in: organizationIds }, invitationStatus: "ACCEPTED" },
      select: { organizationId: true, organization: { select: { name: true } } },
    }),
    tx.notificationPreference.findMany({ where: { userId, organizationId: { in: organizationIds } } }),
  ]);
  const names = new Map(memberships.map((membership) => [membership.organizationId, membership.organization.name]));
  const chosen = new Map(preferences.map((p) => [`${p.organizationId}:${p.group}`, p.email]));
  const adCampaigns = await campaignIdsOfAds(
    rows.filter((row) => row.event.type.startsWith("ad.") && row.event.objectId).map((row) => row.event.objectId!),
    tx,
  );
  const mailed: (MailedNotification & { id: string })[] = [];
  const skipped: string[] = [];
  for (const row of rows) {
    const type = row.event.type as EventType;
    const group = notificationGroupOf(type);
    const wanted = group !== null && (chosen.get(`${row.organizationId}:${group}`) ?? GROUPS_MAILED_BY_DEFAULT.includes(group));
    const organizationName = names.get(row.organizationId);
    if (!wanted || organizationName === undefined) {
      skipped.push(row.id);
      continue;
    }
    const data = record(row.event.data);
    const campaignId = typeof data.campaignId === "string" ? data.campaignId : adCampaigns.get(row.event.objectId ?? "");
    mailed.push({ id: row.id, type, organizationId: row.organizationId, organizationName, objectId: row.event.objectId, campaignId, data });
  }
  return { mailed, skipped };
}
