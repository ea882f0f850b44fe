import ipaddr from "ipaddr.js";
import { z } from "zod";

// The spec's Url: http:// or https://, a host (a name or a bracketed IPv6 literal), an optional port of 1 to 5
// digits, an optional path, query or fragment, and no whitespace anywhere. No user info (`user@host`).
const URL_PATTERN = /^https?:\/\/(?<host>\[[0-9A-Fa-f:.]+\]|[^\s/?#:@[\]]+)(?::(?<port>\d{1,5}))?(?<rest>[/?#].*)?$/isu;
const HOST_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?$/u;
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;

export const URL_MAX_LENGTH = 2048;

function validHostName(host: string): boolean {
  const labels = (host.endsWith(".") ? host.slice(0, -1) : host).split(".");
  return labels.every((label) => label.length <= 63 && HOST_LABEL.test(label));
}

/** Whether `value` matches the spec's Url grammar (and names a port a socket can use). */
export function isUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || WHITESPACE_OR_CONTROL.test(value)) return false;
  const match = URL_PATTERN.exec(value);
  if (!match?.groups) return false;
  const { host, port } = match.groups;
  if (port !== undefined && Number(port) > 65535) return false;
  if (host.startsWith("[")) return ipaddr.IPv6.isValid(host.slice(1, -1));
  return validHostName(host);
}

/** Request field: a spec Url. Shared by apps (store and review URLs) and campaigns (destinations, creatives). */
export const urlSchema = z
  .string()
  .refine(isUrl, {
    message: "must be an http:// or https:// address with a host, an optional port and no spaces",
  })
  .describe("Url: http(s)://host (name or [IPv6]) with optional :port, path, query or fragment; no whitespace")
  .meta({ maxLength: URL_MAX_LENGTH, format: "uri" });
