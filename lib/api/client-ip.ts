import ipaddr from "ipaddr.js";

// scripts/server.mjs sets this header from the socket (or the trusted proxy hops) and drops any copy a
// client sends; X-Forwarded-For alone is client-controlled and must not decide an IP whitelist.
export const CLIENT_IP_HEADER = "x-adnet-client-ip";

export function clientIp(headers: Headers): string | null {
  return headers.get(CLIENT_IP_HEADER) ?? null;
}

export type IpMatcher = (ip: string) => boolean;

function normalize(ip: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(ip);
  // ::ffff:10.0.0.1 is the IPv4 address 10.0.0.1 arriving on a dual-stack socket.
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** Whether an entry of a whitelist is a valid IPv4/IPv6 address or CIDR range. */
export function isValidIpEntry(entry: string): boolean {
  return entry.includes("/") ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses a whitelist once into ranges (a single address is a full-length range); unparsable entries are dropped. */
function compile(whitelist: readonly string[]): IpMatcher {
  const ranges: Range[] = [];
  for (const entry of whitelist) {
    try {
      if (entry.includes("/")) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        ranges.push(
          range.kind() === "ipv6" && (range as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96
            ? [(range as ipaddr.IPv6).toIPv4Address(), bits - 96]
            : [range, bits],
        );
      } else {
        const single = normalize(entry);
        ranges.push([single, single.kind() === "ipv4" ? 32 : 128]);
      }
    } catch {
      // An entry that no longer parses allows nothing.
    }
  }
  return (ip) => {
    if (!ipaddr.isValid(ip)) return false;
    const address = normalize(ip);
    return ranges.some((range) => address.kind() === range[0].kind() && address.match(range));
  };
}

// Parsing 20 CIDR entries costs about 100 µs; every request with a key checks its whitelist, so keep the parsed
// form. Whitelists are few (one per member), and the cache is dropped whole if it ever grows large.
const compiled = new Map<string, IpMatcher>();

function matcherFor(whitelist: readonly string[]): IpMatcher {
  const id = whitelist.join(",");
  let matcher = compiled.get(id);
  if (!matcher) {
    if (compiled.size >= 10_000) compiled.clear();
    matcher = compile(whitelist);
    compiled.set(id, matcher);
  }
  return matcher;
}

/** Whether `ip` is in the whitelist (addresses or CIDR ranges). An empty whitelist allows any address. */
export function ipAllowed(ip: string | null, whitelist: readonly string[]): boolean {
  if (whitelist.length === 0) return true;
  if (!ip) return false;
  return matcherFor(whitelist)(ip);
}
