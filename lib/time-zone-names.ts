// IANA time zones: which names are zones, as a picker offers them and the API stores them. Apart from
// ./time-zone.ts (offsets, wall-clock times), which every page showing a date in a zone loads.

// A zone name, not an offset: "+09:00" is accepted by newer Intl engines but is not an IANA zone.
const ZONE_NAME = /^(?:UTC|[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*)$/;
const ZONE_NAME_MAX = 64;

/**
 * The zone's spelling to store ("asia/seoul" → "Asia/Seoul"), or null when Intl knows no such IANA zone. A name
 * Intl accepts under another canonical id (Asia/Kolkata, which Node 20's ICU calls Asia/Calcutta) is kept as
 * given: both engines accept either, and the person chose it.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value.length > ZONE_NAME_MAX || !ZONE_NAME.test(value)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const lower = value.toLowerCase();
  if (resolved.toLowerCase() === lower) return resolved;
  return supportedTimeZones().find((zone) => zone.toLowerCase() === lower) ?? value;
}

/** Every zone the runtime knows, UTC first: what a picker offers. */
export function supportedTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...zones.filter((zone) => zone !== "UTC")];
}

/** The browser's own zone, when it is one Intl here knows (a sign-up's and an invitation's default). */
export function browserTimeZone(): string | undefined {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? undefined;
}
