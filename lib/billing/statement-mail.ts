import "server-only";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { serverTexts } from "@/lib/i18n/server-texts";
import type { OutgoingMail } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";
import type { Statement } from "./statement";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type StatementMail = {
  to: string;
  locale: string | null | undefined;
  organization: { id: string; name: string };
  statement: Statement;
  /** The statement's files in the recipient's language. */
  pdf: Buffer;
  csv: string;
};

/**
 * The month just ended's statement, in the recipient's language: its figures in words, the PDF and CSV attached, a
 * link (from the configured public origin) to the balance page where every ended month's statement is.
 */
export function renderStatementMail(mail: StatementMail): OutgoingMail {
  const language: Locale = isLocale(mail.locale) ? mail.locale : "en";
  const t = serverTexts(language, "mail");
  const money = new Intl.NumberFormat(language, { style: "currency", currency: "KRW", maximumFractionDigits: 0 });
  const { statement } = mail;
  const month = new Intl.DateTimeFormat(language, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${statement.month}-15T00:00:00Z`),
  );
  const values = {
    organization: mail.organization.name,
    month,
    zone: statement.timeZone,
    opening: money.format(statement.openingBalance),
    topUps: money.format(statement.topUps + statement.credits),
    spend: money.format(statement.spend),
    refunds: money.format(statement.refunds),
    closing: money.format(statement.closingBalance),
  };
  const subject = t("statement.subject", values);
  const body = t("statement.body", values);
  const why = t("statement.why", values);
  const action = t("statement.action");
  const link = mailLink(`/organizations/${mail.organization.id}/balance`);
  const text = [t("greeting"), "", body, "", `${action}: ${link}`, "", why].join("\n");
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">`,
    `<p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="background:#4338ca;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(why)}</p>`,
    "</body></html>",
  ].join("");
  const file = `statement-${statement.month}-${language}`;
  return {
    to: mail.to,
    subject,
    text,
    html,
    attachments: [
      { filename: `${file}.pdf`, content: mail.pdf, contentType: "application/pdf" },
      { filename: `${file}.csv`, content: mail.csv, contentType: "text/csv; charset=utf-8" },
    ],
  };
}
