// The console's public origin: the one place links in e-mail (and absolute asset URLs, when set) come from.
// Read from the environment, never from a request: a Host or X-Forwarded-Host header is whatever the client
// sent, so a link built from it can point a reset token at someone else's server. Shared by the start-up
// scripts (which refuse to start on a bad or missing value) and the app (lib/public-origin.ts).

// scripts/server.mjs fills in NEXTAUTH_URL with its own address for next-auth when it is unset; this marks that
// value as a default, which is not a public origin anyone configured.
export const NEXTAUTH_URL_DEFAULTED = "ADNET_NEXTAUTH_URL_DEFAULTED";

/** `value` as an origin (`https://console.example.com[:port]`), or an Error naming `name` and what is wrong. */
export function parseOrigin(value, name) {
  const wrong = (why) => new Error(`${name}="${value}" ${why}: set it to the console's public address, e.g. https://console.example.com`);
  let url;
  try {
    url = new URL(value);
  } catch {
    return wrong("is not an absolute URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return wrong("must start with http:// or https://");
  if (url.username || url.password) return wrong("must not carry a user name or password");
  if (!url.hostname) return wrong("has no host");
  if (url.pathname !== "/" || url.search || url.hash || /[?#]/.test(value))
    return wrong("must be an origin only (no path, query or fragment)");
  return url.origin;
}

/**
 * The configured public origin: PUBLIC_URL, else an NEXTAUTH_URL the operator set; null when neither is set.
 * Throws when the value in use is not an http(s) origin.
 */
export function configuredPublicOrigin(env = process.env) {
  const [name, value] = env.PUBLIC_URL
    ? ["PUBLIC_URL", env.PUBLIC_URL]
    : env.NEXTAUTH_URL && !env[NEXTAUTH_URL_DEFAULTED]
      ? ["NEXTAUTH_URL", env.NEXTAUTH_URL]
      : [null, null];
  if (!name) return null;
  const origin = parseOrigin(value, name);
  if (origin instanceof Error) throw origin;
  return origin;
}

/**
 * Start-up check: a malformed PUBLIC_URL/NEXTAUTH_URL, or SMTP_URL without either (mail would go out with links
 * nobody configured), throws with what to set.
 */
export function checkPublicOrigin(env = process.env) {
  const origin = configuredPublicOrigin(env);
  if (!origin && env.SMTP_URL) {
    throw new Error(
      "SMTP_URL is set but PUBLIC_URL (or NEXTAUTH_URL) is not: links in e-mail need the console's public address, " +
        "e.g. PUBLIC_URL=https://console.example.com",
    );
  }
  return origin;
}

/** Without SMTP (mail is only logged) and no configured origin: the server's own address, never a request's. */
export function fallbackOrigin(env = process.env) {
  const host = env.HOST && !["0.0.0.0", "::", "[::]"].includes(env.HOST) ? env.HOST : "localhost";
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${env.PORT || 3000}`;
}
