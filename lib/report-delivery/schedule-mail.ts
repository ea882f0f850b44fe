import "server-only";
import type { ReportMetrics } from "@/lib/delivery/schemas";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { serverTexts } from "@/lib/i18n/server-texts";
import type { OutgoingMail } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";
import type { Frequency } from "@/lib/report-delivery-values";
import type { Period } from "./report-period";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type ScheduledReportMail = {
  to: string;
  locale: string | null | undefined;
  organization: { id: string; name: string };
  campaign: { id: string; name: string } | null;
  frequency: Frequency;
  period: Period;
  totals: ReportMetrics;
  rowCount: number;
  csv: string;
  /** The zone the report's days are counted in, and whether some rows are UTC days (as the report answers). */
  days: { timeZone: string; utcDays: boolean };
};

/** A scheduled report in the recipient's language: the period's totals in words, the CSV attached, a link to the console. */
export function renderScheduledReportMail(mail: ScheduledReportMail): OutgoingMail {
  const language: Locale = isLocale(mail.locale) ? mail.locale : "en";
  const t = serverTexts(language, "mail");
  const number = new Intl.NumberFormat(language);
  const money = new Intl.NumberFormat(language, { style: "currency", currency: "KRW", maximumFractionDigits: 0 });
  const frequency = t(`reportSchedule.${mail.frequency === "WEEKLY" ? "weekly" : "monthly"}`);
  const names = { organization: mail.organization.name, campaign: mail.campaign?.name ?? "" };
  const values = {
    ...names,
    frequency,
    from: mail.period.from,
    to: mail.period.to,
    scope: t(mail.campaign ? "reportSchedule.scopeCampaign" : "reportSchedule.scopeOrganization", names),
    impressions: number.format(mail.totals.impressions),
    clicks: number.format(mail.totals.clicks),
    installs: number.format(mail.totals.installs),
    spend: money.format(mail.totals.spend),
    zone: mail.days.timeZone,
    dayBasis: mail.days.timeZone === "UTC" ? "utc" : mail.days.utcDays ? "mixed" : "local",
  };
  const subject = t(mail.campaign ? "reportSchedule.subjectCampaign" : "reportSchedule.subjectOrganization", {
    ...values,
    frequency: frequency.toLowerCase(),
  });
  const attribution = mail.totals.attribution;
  const roas = attribution?.roas.d7.value;
  const summary = [
    t(mail.rowCount > 0 ? "reportSchedule.body" : "reportSchedule.empty", values),
    // The attribution figures and how many events' revenue still waits for an exchange rate, when the report has any.
    ...(attribution
      ? [
          t("reportSchedule.attribution", {
            installs: number.format(attribution.installs),
            cpi: attribution.cpi === null ? "-" : money.format(attribution.cpi),
            roas:
              roas === null || roas === undefined
                ? "-"
                : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(roas),
            unconverted: attribution.unconvertedEvents,
          }),
        ]
      : []),
  ].join(" ");
  const why = t("reportSchedule.why", names);
  const link = mailLink(
    mail.campaign
      ? `/organizations/${mail.organization.id}/campaigns/${mail.campaign.id}`
      : `/organizations/${mail.organization.id}/dashboard`,
  );
  const action = t("reportSchedule.action");
  const text = [t("greeting"), "", summary, "", `${action}: ${link}`, "", why].join("\n");
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">`,
    `<p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(summary)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="background:#4338ca;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(why)}</p>`,
    "</body></html>",
  ].join("");
  const filename = t("reportSchedule.fileName", { from: mail.period.from, to: mail.period.to });
  return { to: mail.to, subject, text, html, attachments: [{ filename, content: mail.csv, contentType: "text/csv; charset=utf-8" }] };
}

type RecipientsSkippedMail = {
  to: string;
  locale: string | null | undefined;
  organization: { id: string; name: string };
  campaign: { id: string; name: string } | null;
  frequency: Frequency;
  /** Each recipient left out, as "Name <e-mail>". */
  skipped: string[];
};

/** To a schedule's creator: the recipients a send left out because their role no longer lets them read the report. */
export function renderRecipientsSkippedMail(mail: RecipientsSkippedMail): OutgoingMail {
  const language: Locale = isLocale(mail.locale) ? mail.locale : "en";
  const t = serverTexts(language, "mail");
  const names = { organization: mail.organization.name, campaign: mail.campaign?.name ?? "" };
  const frequency = t(`reportSchedule.${mail.frequency === "WEEKLY" ? "weekly" : "monthly"}`).toLowerCase();
  const values = {
    ...names,
    frequency,
    scope: t(mail.campaign ? "reportSchedule.scopeCampaign" : "reportSchedule.scopeOrganization", names),
    recipients: new Intl.ListFormat(language, { type: "conjunction" }).format(mail.skipped),
  };
  const body = t("reportSchedule.skippedBody", values);
  const link = mailLink(
    mail.campaign
      ? `/organizations/${mail.organization.id}/campaigns/${mail.campaign.id}`
      : `/organizations/${mail.organization.id}/dashboard`,
  );
  const action = t("reportSchedule.skippedAction");
  const text = [t("greeting"), "", body, "", `${action}: ${link}`].join("\n");
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">`,
    `<p>${escapeHtml(t("greeting"))}</p><p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="background:#4338ca;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    "</body></html>",
  ].join("");
  return { to: mail.to, subject: t("reportSchedule.skippedSubject", values), text, html };
}
