import "server-only";
import { checkPublicOrigin, fallbackOrigin } from "@/lib/config/public-origin.mjs";

let fallbackLogged = false;

/**
 * The origin every link in e-mail starts with (invitations, confirmations, resets, notices), and the one passkeys
 * are bound to (WebAuthn relying party): PUBLIC_URL, else
 * NEXTAUTH_URL, never a request header. Required with SMTP_URL (the server refuses to start without it). With
 * mail only logged, the server's own address stands in, and the log says so once.
 */
export function publicOrigin(): string {
  const origin = checkPublicOrigin();
  if (origin) return origin;
  const fallback = fallbackOrigin();
  if (!fallbackLogged) {
    fallbackLogged = true;
    console.info(`[mail] PUBLIC_URL is not set: links in mail start with ${fallback} (set PUBLIC_URL to the console's public address)`);
  }
  return fallback;
}

/** An absolute link to a console page for an e-mail; `path` starts with `/`. */
export function mailLink(path: string): string {
  return `${publicOrigin()}${path}`;
}
