import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, addMemberWithRole, createCustomRole, createOwner, seedLedger } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { organizationTarget } from "@/lib/permissions/statements";
import { mailMonthlyStatements, monthToMail } from "./statement-mailing";

const mailbox = useMailServer();

describe("monthToMail: the month just ended, on the 1st in the organization's zone", () => {
  it("is the previous month on the local 1st only", () => {
    // 2026-12-01 00:30 in Seoul is still 30 November in UTC and in Los Angeles
    const seoulFirst = new Date("2026-11-30T15:30:00Z");
    expect(monthToMail(seoulFirst, "Asia/Seoul")).toBe("2026-11");
    expect(monthToMail(seoulFirst, "UTC")).toBeNull();
    expect(monthToMail(seoulFirst, "America/Los_Angeles")).toBeNull();
    // January's 1st mails December of the year before; the 2nd mails nothing
    expect(monthToMail(new Date("2027-01-01T08:30:00Z"), "America/Los_Angeles")).toBe("2026-12");
    expect(monthToMail(new Date("2027-01-01T23:59:00Z"), "UTC")).toBe("2026-12");
    expect(monthToMail(new Date("2027-01-02T00:00:00Z"), "UTC")).toBeNull();
  });
});

/** An organization in `timeZone` with December's ledger, members opted in or not, and one whose role reads no billing. */
async function organizationIn(timeZone: string) {
  const owner = await createOwner({ name: `Statement Games ${timeZone}` });
  const organizationId = owner.organization.id;
  // made before December (whatever today is: the suite also runs with the clock a year ahead)
  await prisma.organization.update({ where: { id: organizationId }, data: { timeZone, createdAt: new Date("2026-11-01T00:00:00Z") } });
  await seedLedger(organizationId, [
    { type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date("2026-12-03T03:00:00Z") },
    { type: "CHARGE_TYPE_USAGE", amount: 250_000, createdAt: new Date("2026-12-10T03:00:00Z"), description: "Manual adjustment" },
  ]);
  const korean = await addMember(organizationId, "admin");
  await prisma.user.update({ where: { id: korean.user.id }, data: { locale: "ko" } });
  const silent = await addMember(organizationId, "admin");
  const noBilling = await addMemberWithRole(
    organizationId,
    (await createCustomRole(organizationId, [`campaign:read@${organizationTarget(organizationId)}`])).id,
  );
  for (const userId of [owner.user.id, korean.user.id, noBilling.user.id]) {
    await prisma.notificationPreference.create({ data: { userId, organizationId, group: "statements", email: true } });
  }
  await prisma.notificationPreference.create({ data: { userId: silent.user.id, organizationId, group: "money", email: true } });
  return { organizationId, owner: owner.user, korean: korean.user, silent: silent.user, noBilling: noBilling.user };
}

const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to.includes(email) && /statement|명세서/.test(m.subject));

describe("monthly statements by mail", () => {
  afterEach(() => vi.restoreAllMocks());

  it("go out on each organization's 1st, once, to members who opted in and read billing, in their language", async () => {
    const seoul = await organizationIn("Asia/Seoul");
    const utc = await organizationIn("UTC");
    // 1 January 00:30 in Seoul: Seoul's December is mailed; in UTC it is still 31 December.
    const seoulFirst = new Date("2026-12-31T15:30:00Z");
    // two app instances at once, then a later run the same day: each organization's month once
    await Promise.all([mailMonthlyStatements(seoulFirst), mailMonthlyStatements(seoulFirst)]);
    await mailMonthlyStatements(new Date("2026-12-31T20:00:00Z"));
    await mailbox.waitFor(seoul.korean.email, /명세서/);
    expect(mailsTo(seoul.owner.email)).toHaveLength(1);
    expect(mailsTo(seoul.korean.email)).toHaveLength(1);
    expect(mailsTo(seoul.silent.email)).toHaveLength(0);
    expect(mailsTo(seoul.noBilling.email)).toHaveLength(0);
    expect(mailsTo(utc.owner.email)).toHaveLength(0);
    expect(
      await prisma.statementMailing.findUnique({
        where: { organizationId_month: { organizationId: seoul.organizationId, month: "2026-12" } },
      }),
    ).toMatchObject({
      recipients: 2,
    });
    // one statement.ready per organization and month, whoever mailed it; none yet where the month has not ended
    const ready = await prisma.event.findMany({
      where: { organizationId: { in: [seoul.organizationId, utc.organizationId] }, type: "statement.ready" },
    });
    expect(ready.map((event) => [event.organizationId, event.data])).toEqual([[seoul.organizationId, { month: "2026-12" }]]);

    const [mail] = mailsTo(seoul.owner.email);
    expect(mail.subject).toBe("Statement Games Asia/Seoul: statement for December 2026");
    expect(mail.text).toContain("opening balance ₩0, top-ups and credits ₩1,000,000, spend ₩250,000, refunds ₩0, closing balance ₩750,000");
    expect(mail.text).toContain("(days in Asia/Seoul)");
    expect(mail.link).toBe(`http://localhost:3000/organizations/${seoul.organizationId}/balance`);
    expect(mail.attachments.map((a) => [a.filename, a.type.split(";")[0]])).toEqual([
      ["statement-2026-12-en.pdf", "application/pdf"],
      ["statement-2026-12-en.csv", "text/csv"],
    ]);
    expect(mail.attachments[0].text.startsWith("%PDF-")).toBe(true);
    expect(mail.attachments[1].text).toContain("750000");
    const [korean] = mailsTo(seoul.korean.email);
    expect(korean.subject).toBe("Statement Games Asia/Seoul: 2026년 12월 명세서");
    expect(korean.text).toContain("기말 잔액 ₩750,000");
    expect(korean.attachments[0].filename).toBe("statement-2026-12-ko.pdf");

    // UTC's 1st comes nine hours later: now its December goes, and Seoul's is not sent again.
    await mailMonthlyStatements(new Date("2027-01-01T00:30:00Z"));
    await mailbox.waitFor(utc.owner.email, /statement/);
    expect(mailsTo(utc.owner.email)).toHaveLength(1);
    expect(mailsTo(seoul.owner.email)).toHaveLength(1);
  });

  it("skip an organization made after the month ended", async () => {
    const late = await organizationIn("Europe/London");
    await prisma.organization.update({ where: { id: late.organizationId }, data: { createdAt: new Date("2027-01-01T00:10:00Z") } });
    await mailMonthlyStatements(new Date("2027-01-01T00:30:00Z"));
    expect(await prisma.statementMailing.count({ where: { organizationId: late.organizationId } })).toBe(0);
    expect(mailsTo(late.owner.email)).toHaveLength(0);
  });

  it("on an install without mail: logged like other mail, taken once, never sent later", async () => {
    const quiet = await organizationIn("Asia/Tokyo");
    const smtp = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      await mailMonthlyStatements(new Date("2026-12-31T15:30:00Z"));
    } finally {
      process.env.SMTP_URL = smtp;
    }
    expect(info.mock.calls.flat().join("\n")).toContain(
      "[mail] SMTP_URL is not set: not sending the 2026-12 statement of Statement Games Asia/Tokyo to 2 member(s)",
    );
    expect(await prisma.statementMailing.count({ where: { organizationId: quiet.organizationId, month: "2026-12" } })).toBe(1);
    // mail configured later the same day: the month was taken, nothing goes out twice or late
    await mailMonthlyStatements(new Date("2026-12-31T16:30:00Z"));
    expect(mailsTo(quiet.owner.email)).toHaveLength(0);
  });
});
