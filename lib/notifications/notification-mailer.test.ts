import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { notify } from "@/lib/test/notifications";
import { sendPendingNotificationMails } from "./notification-mailer";

const mail = useMailServer();
// Past the default settling delay (60 s) of everything written just now.
const later = () => new Date(Date.now() + 61_000);
const mailsTo = (email: string) => mail.messages.filter((message) => message.to.toLowerCase().includes(email.toLowerCase()));

async function owner(locale = "en") {
  const created = await createOwner({ name: "Pixel Forge" });
  await prisma.user.update({ where: { id: created.user.id }, data: { locale } });
  return created;
}

const CAMPAIGN = "6741b2c3d4e5f60123456789";

describe("sendPendingNotificationMails", () => {
  it("sends one mail in English grouping the person's notifications, with links from the public origin, and marks them SENT", async () => {
    const { user, organization } = await owner();
    await notify(
      organization.id,
      { type: "campaign.rejected", objectId: CAMPAIGN, data: { name: "Summer", statusReason: "The landing page does not load" } },
      { type: "balance.low", data: { servingStopsAt: "2026-12-03T05:00:00.000Z" } },
    );
    expect(await sendPendingNotificationMails(later())).toBeGreaterThanOrEqual(1);
    const [message, ...more] = mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(message.subject).toBe("2 new notifications from Pixel Forge");
    expect(message.text).toContain("Campaign “Summer” was rejected: The landing page does not load");
    expect(message.text).toContain(`${ORIGIN}/organizations/${organization.id}/campaigns/${CAMPAIGN}`);
    expect(message.text).toContain("Balance is low: serving stops around Dec 3");
    expect(message.text).toContain(`${ORIGIN}/organizations/${organization.id}/balance`);
    expect(message.html).toContain(`href="${ORIGIN}/organizations/${organization.id}/campaigns/${CAMPAIGN}"`);
    expect(await prisma.notification.count({ where: { userId: user.id, emailState: "SENT" } })).toBe(2);
    // Sent once: a second call finds nothing.
    await sendPendingNotificationMails(later());
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("writes in Korean to a person whose language is Korean", async () => {
    const { user, organization } = await owner("ko");
    await notify(organization.id, {
      type: "campaign.rejected",
      objectId: CAMPAIGN,
      data: { name: "여름 세일", statusReason: "랜딩 페이지가 열리지 않습니다" },
    });
    await sendPendingNotificationMails(later());
    const [message] = mailsTo(user.email);
    expect(message.subject).toBe("Pixel Forge: 캠페인 “여름 세일”이(가) 반려되었습니다: 랜딩 페이지가 열리지 않습니다");
    expect(message.text).toContain("안녕하세요");
    expect(message.text).toContain(`${ORIGIN}/organizations/${organization.id}/campaigns/${CAMPAIGN}`);
  });

  it("mails a burst of 500 finished creatives as one mail naming a few, with a link to the library", async () => {
    const { user, organization } = await owner();
    await prisma.notificationPreference.create({
      data: { userId: user.id, organizationId: organization.id, group: "assets", email: true },
    });
    await notify(
      organization.id,
      ...Array.from({ length: 500 }, (_, i) => ({ type: "asset.ready" as const, data: { originalName: `creative-${i}.png` } })),
    );
    await sendPendingNotificationMails(later());
    const messages = mailsTo(user.email);
    expect(messages).toHaveLength(1);
    // three of them by name (which three is not promised: the burst's rows may share their creation time)
    expect(messages[0].subject).toMatch(
      /^Pixel Forge: 500 creatives are ready: creative-\d+\.png, creative-\d+\.png, creative-\d+\.png and 497 more$/,
    );
    expect(messages[0].text).toContain(`${ORIGIN}/organizations/${organization.id}/assets`);
    expect(await prisma.notification.count({ where: { userId: user.id, emailState: "SENT" } })).toBe(500);
  });

  it("mails no group the person turned off, even one turned off while its notifications waited", async () => {
    const { user, organization } = await owner();
    await prisma.notificationPreference.create({
      data: { userId: user.id, organizationId: organization.id, group: "money", email: false },
    });
    await notify(organization.id, { type: "balance.empty" }, { type: "asset.ready", data: { originalName: "a.png" } });
    // Money off at creation, assets off by default: nothing was even marked for mail.
    expect(await prisma.notification.count({ where: { userId: user.id, emailState: { not: null } } })).toBe(0);

    await notify(organization.id, { type: "campaign.approved", objectId: CAMPAIGN, data: { name: "Autumn" } });
    await prisma.notificationPreference.create({
      data: { userId: user.id, organizationId: organization.id, group: "reviews", email: false },
    });
    await sendPendingNotificationMails(later());
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await prisma.notification.count({ where: { userId: user.id, emailState: "SKIPPED" } })).toBe(1);
  });

  it("waits for a burst to settle: nothing while the newest is younger than the delay, unless the oldest waited ten minutes", async () => {
    const { user, organization } = await owner();
    const now = new Date();
    await notify(organization.id, { type: "campaign.approved", objectId: CAMPAIGN, data: { name: "A" }, at: now });
    expect(await sendPendingNotificationMails(new Date(now.getTime() + 30_000))).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);
    await notify(organization.id, { type: "campaign.approved", data: { name: "B" }, at: new Date(now.getTime() + 590_000) });
    // The newest is 20 s old, the oldest ten minutes and more: sent.
    await sendPendingNotificationMails(new Date(now.getTime() + 610_000));
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0].subject).toBe("Pixel Forge: 2 campaigns were approved: A, B");
  });

  it("two workers at once never send the same notifications twice", async () => {
    const { user, organization } = await owner();
    const admins = await Promise.all([addMember(organization.id, "admin"), addMember(organization.id, "admin")]);
    await notify(organization.id, ...Array.from({ length: 20 }, (_, i) => ({ type: "campaign.ended" as const, data: { name: `C${i}` } })));
    const at = later();
    const [a, b] = await Promise.all([sendPendingNotificationMails(at), sendPendingNotificationMails(at)]);
    expect(a + b).toBeGreaterThanOrEqual(3);
    for (const person of [user, ...admins.map((admin) => admin.user)]) {
      expect(mailsTo(person.email)).toHaveLength(1);
      expect(await prisma.notification.count({ where: { userId: person.id, emailState: "SENT" } })).toBe(20);
    }
  });

  it("without SMTP_URL marks no notification for mail, and skips those left waiting", async () => {
    const { user, organization } = await owner();
    await notify(organization.id, { type: "campaign.approved", data: { name: "Waiting" } });
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await notify(organization.id, { type: "campaign.rejected", data: { name: "Unmailed" } });
      expect(await prisma.notification.count({ where: { userId: user.id, emailState: null } })).toBe(1);
      expect(await sendPendingNotificationMails(later())).toBe(0);
      expect(await prisma.notification.count({ where: { emailState: "PENDING" } })).toBe(0);
      expect(await prisma.notification.count({ where: { userId: user.id, emailState: "SKIPPED" } })).toBe(1);
    } finally {
      process.env.SMTP_URL = url;
    }
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});
