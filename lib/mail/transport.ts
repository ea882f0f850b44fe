import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { requestContext } from "@/lib/db/request-context";
import { setting } from "@/lib/config";

/** A file sent with the message (a scheduled report's CSV, a monthly statement's PDF). */
type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

export type OutgoingMail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

const state = globalThis as typeof globalThis & { __adnetMail?: { url: string; transport: Transporter } };

/** Mail goes out only with SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start). */
export function mailConfigured(): boolean {
  return !!setting("SMTP_URL");
}

function transport(url: string): Transporter {
  if (state.__adnetMail?.url !== url) {
    state.__adnetMail = { url, transport: nodemailer.createTransport(url) };
  }
  return state.__adnetMail.transport;
}

/**
 * Sends a message, or without SMTP_URL logs that mail is not configured: the console then shows the link to
 * whoever asked (an inviter), or the operator reads it from the log. Returns whether it was sent.
 */
export async function sendMail(mail: OutgoingMail, fallbackLog?: string): Promise<boolean> {
  const url = setting("SMTP_URL");
  if (!url) {
    console.info(`[mail] SMTP_URL is not set: not sending "${mail.subject}" to ${mail.to}${fallbackLog ? `; ${fallbackLog}` : ""}`);
    return false;
  }
  const from = setting("MAIL_FROM");
  await transport(url).sendMail({ from, ...mail });
  return true;
}

/**
 * Sends without making the caller wait (and without the answer's timing depending on it); failures are logged.
 * A dry run's request sends nothing: its writes are rolled back, and so is what it would have told anyone.
 */
export function sendMailInBackground(mail: OutgoingMail, fallbackLog?: string) {
  if (requestContext()?.dryRun) return;
  sendMail(mail, fallbackLog).catch((error) =>
    console.error(`[mail] sending "${mail.subject}" to ${mail.to} failed: ${(error as Error).message}`),
  );
}
