import "server-only";
import { isLocale, isTimeZone, type Locale } from "@/lib/i18n/config";
import { serverTexts } from "@/lib/i18n/server-texts";
import type { OutgoingMail } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";
import { burstPath, nameOf, notificationPath, notificationValues, type Describable } from "./describe-notification";

/** How many names a burst's line lists before "and N more". */
const NAMES_SHOWN = 3;

type Recipient = { email: string; locale: string; timezone: string };
export type MailedNotification = Describable & { organizationName: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type Line = { text: string; link: string };

/**
 * One mail for everything a person is told at once, in their language: per organization, one line per event type,
 * a burst of one type (500 creatives ready) as one line with a few names and a link to the list.
 */
export function renderNotificationMail(recipient: Recipient, notifications: MailedNotification[]): OutgoingMail {
  const language: Locale = isLocale(recipient.locale) ? recipient.locale : "en";
  const zone = isTimeZone(recipient.timezone) ? recipient.timezone : "UTC";
  const t = serverTexts(language, "notifications");
  const format = {
    date: (iso: string) => new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: zone }).format(new Date(iso)),
    month: (month: string) =>
      new Intl.DateTimeFormat(language, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${month}-15T00:00:00Z`)),
    money: (amount: number) =>
      new Intl.NumberFormat(language, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(amount),
    unnamed: t("unnamed"),
  };

  const organizations = new Map<string, { name: string; byType: Map<string, MailedNotification[]> }>();
  for (const item of notifications) {
    const organization = organizations.get(item.organizationId) ?? { name: item.organizationName, byType: new Map() };
    organizations.set(item.organizationId, organization);
    organization.byType.set(item.type, [...(organization.byType.get(item.type) ?? []), item]);
  }
  const sections = [...organizations.values()].map(({ name, byType }) => ({
    name,
    lines: [...byType.values()].map((items): Line => {
      if (items.length === 1)
        return { text: t(`types.${items[0].type}`, notificationValues(items[0], format)), link: mailLink(notificationPath(items[0])) };
      const names = [...new Set(items.map(nameOf).filter((n): n is string => !!n))];
      const shown = names.slice(0, NAMES_SHOWN).join(", ");
      const listed = names.length > NAMES_SHOWN ? t("andMore", { names: shown, count: names.length - NAMES_SHOWN }) : shown;
      const headline = t(`bursts.${items[0].type}`, { count: items.length });
      return { text: listed ? `${headline}: ${listed}` : headline, link: mailLink(burstPath(items)) };
    }),
  }));

  const organizationNames = sections.map((section) => section.name).join(", ");
  const lines = sections.flatMap((section) => section.lines);
  const subject =
    lines.length === 1
      ? t("mail.subjectOne", { organization: sections[0].name, summary: lines[0].text })
      : t("mail.subjectMany", { count: notifications.length, organizations: organizationNames });
  const settingsLink = mailLink(`/profile?organization=${[...organizations.keys()][0]}#notifications`);
  const allLink = mailLink("/notifications");
  const greeting = serverTexts(language, "mail")("greeting");
  const open = t("mail.open");

  const text = [
    greeting,
    "",
    t("mail.intro", { organizations: organizationNames }),
    ...sections.flatMap((section) => [
      "",
      ...(sections.length > 1 ? [section.name] : []),
      ...section.lines.map((line) => `- ${line.text}\n  ${open}: ${line.link}`),
    ]),
    "",
    `${t("mail.openAll")}: ${allLink}`,
    "",
    t("mail.settings", { link: settingsLink }),
  ].join("\n");
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">`,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t("mail.intro", { organizations: organizationNames }))}</p>`,
    ...sections.flatMap((section) => [
      sections.length > 1 ? `<h3 style="margin:16px 0 4px;font-size:15px">${escapeHtml(section.name)}</h3>` : "",
      "<ul>",
      ...section.lines.map((line) => `<li>${escapeHtml(line.text)} — <a href="${escapeHtml(line.link)}">${escapeHtml(open)}</a></li>`),
      "</ul>",
    ]),
    `<p><a href="${escapeHtml(allLink)}" style="background:#4338ca;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t("mail.openAll"))}</a></p>`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(t("mail.settings", { link: settingsLink }))}</p>`,
    "</body></html>",
  ].join("");
  return { to: recipient.email, subject, text, html };
}
