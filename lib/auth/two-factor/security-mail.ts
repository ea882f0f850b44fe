import "server-only";
import { requestContext } from "@/lib/db/request-context";
import { renderMail } from "@/lib/mail/messages";
import { sendMailInBackground } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";

type SecurityEvent = "twoFactorOn" | "twoFactorOff" | "passkeyAdded" | "twoFactorReset";

/** Tells the account's owner that its sign-in changed, when and from where, with a link to the profile. */
export function sendSecurityMail(
  event: SecurityEvent,
  user: { email: string; locale: string; timezone: string },
  values: Record<string, string> = {},
) {
  const link = mailLink("/profile");
  sendMailInBackground(
    renderMail({
      kind: event,
      to: user.email,
      locale: user.locale,
      timeZone: user.timezone,
      link,
      values,
      requested: { at: new Date(), from: requestContext()?.ip ?? null },
    }),
  );
}
