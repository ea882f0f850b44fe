import "server-only";
// use-intl/core: the translator alone, without the React provider next-intl's entry brings (which cannot load under
// --conditions react-server, where scripts and test instances import the mail code).
import { createTranslator } from "use-intl/core";
import { clockOf, isLocale, isTimeZone, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/load-messages";
import { serverTexts } from "@/lib/i18n/server-texts";
import type { OutgoingMail } from "./transport";

type MailKind =
  | "invitation"
  | "added"
  | "verify"
  | "reset"
  | "exists"
  | "twoFactorOn"
  | "twoFactorOff"
  | "passkeyAdded"
  | "twoFactorReset"
  | "webhookDisabled";
type MailInput = {
  kind: MailKind;
  to: string;
  locale?: string | null;
  timeZone?: string | null;
  link: string;
  expiresAt?: Date;
  values?: Record<string, string>;
  /** The system role (owner, admin, viewer) named by `values.role`: shown by its name in the recipient's language. */
  systemRole?: string | null;
  /** When and from which IP address the request that sent this mail came (`{requestedAt}`, `{requestedFrom}`). */
  requested?: { at: Date; from: string | null };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** One message in the recipient's language (English unless they chose Korean), as plain text and HTML. */
export function renderMail({
  kind,
  to,
  locale,
  timeZone,
  link,
  expiresAt,
  values: given = {},
  systemRole,
  requested,
}: MailInput): OutgoingMail {
  const language: Locale = isLocale(locale) ? locale : "en";
  const messages = loadMessages(language);
  const t = serverTexts(language, "mail");
  const labels = createTranslator({ locale: language, messages, namespace: "labels" });
  const roleKey = `systemRoles.${systemRole}.name` as Parameters<typeof labels>[0];
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const format = (date: Date) =>
    `${new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", ...clockOf(language), timeZone: zone }).format(date)} (${zone})`;
  const values = {
    ...given,
    ...(systemRole && labels.has(roleKey) ? { role: labels(roleKey) } : {}),
    ...(requested ? { requestedAt: format(requested.at), requestedFrom: requested.from ?? t("unknownAddress") } : {}),
  };
  const when = expiresAt ? format(expiresAt) : null;
  const lines = [t("greeting"), t(`${kind}.body`, values), when ? t("expires", { expiresAt: when }) : null, t("ignore")].filter(
    (line): line is string => !!line,
  );
  const action = t(`${kind}.action`);
  const text = [lines[0], "", lines[1], "", `${action}: ${link}`, "", ...lines.slice(2)].join("\n");
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">`,
    `<p>${escapeHtml(lines[0])}</p><p>${escapeHtml(lines[1])}</p>`,
    `<p><a href="${escapeHtml(link)}" style="background:#4338ca;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>`,
    ...lines.slice(2).map((line) => `<p style="font-size:13px;color:#475569">${escapeHtml(line)}</p>`),
    "</body></html>",
  ].join("");
  return { to, subject: t(`${kind}.subject`, values), text, html };
}
