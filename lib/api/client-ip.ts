import ipaddr from "ipaddr.js";

// scripts/server.mjs sets this header from the socket (or the trusted proxy hops) and drops any copy a
// client sends; X-Forwarded-For alone is client-controlled and must not decide an IP whitelist.
export const CLIENT_IP_HEADER = "x-adnet-client-ip";

export function clientIp(headers: Headers): string | null {
  return headers.get(CLIENT_IP_HEADER) ?? null;
}

type IpMatcher = (ip: string) => boolean;

function normalize(ip: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(ip);
  // ::ffff:10.0.0.1 is the IPv4 address 10.0.0.1 arriving on a dual-stack socket.
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

/** Whether an entry of a whitelist is a valid IPv4/IPv6 address or CIDR range. */
export function isValidIpEntry(entry: string): boolean {
  return entry.includes("/") ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A whitelist entry as a range (a single address is a full-length range); null when it does not parse. */
function toRange(entry: string): Range | null {
  try {
    if (entry.includes("/")) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      return range.kind() === "ipv6" && (range as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96
        ? [(range as ipaddr.IPv6).toIPv4Address(), bits - 96]
        : [range, bits];
    }
    const single = normalize(entry);
    return [single, single.kind() === "ipv4" ? 32 : 128];
  } catch {
    return null;
  }
}

/** Whether every address `entry` covers is also covered by some entry of `whitelist`. */
export function ipEntryWithin(entry: string, whitelist: readonly string[]): boolean {
  const inner = toRange(entry);
  if (!inner) return false;
  return whitelist.some((outerEntry) => {
    const outer = toRange(outerEntry);
    return !!outer && outer[0].kind() === inner[0].kind() && inner[1] >= outer[1] && inner[0].match(outer);
  });
}

/** Parses a whitelist once into ranges; unparsable entries are dropped (they allow nothing). */
function compile(whitelist: readonly string[]): IpMatcher {
  const ranges = whitelist.map(toRange).filter((range): range is Range => range !== null);
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
