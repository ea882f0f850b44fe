import "server-only";
import dns, { type LookupAddress, type LookupOptions } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { setting } from "@/lib/config";

// The one way to fetch an address a user gave (a hosted creative, a webhook). It connects only to public
// unicast addresses: the check runs inside the connection's own name lookup, so the address checked is the
// address connected to (a DNS answer that changes between a check and the connection cannot slip through), and
// again for every redirect, which is followed by hand.

type SafeFetchReason =
  | "BAD_URL"
  | "BAD_SCHEME"
  | "ADDRESS_NOT_PUBLIC"
  | "HOST_NOT_FOUND"
  | "TOO_MANY_REDIRECTS"
  | "TOO_LARGE"
  | "SIZE_MISMATCH"
  | "UNSUPPORTED_TYPE"
  | "HTTP_STATUS"
  | "TIMEOUT"
  | "NETWORK_ERROR";

// What may succeed when tried again later; every other refusal stays a refusal.
const TRANSIENT: ReadonlySet<SafeFetchReason> = new Set(["HOST_NOT_FOUND", "SIZE_MISMATCH", "TIMEOUT", "NETWORK_ERROR"]);

export class SafeFetchError extends Error {
  readonly transient: boolean;
  constructor(
    readonly reason: SafeFetchReason,
    message: string,
    transient?: boolean,
  ) {
    super(message);
    this.name = "SafeFetchError";
    this.transient = transient ?? TRANSIENT.has(reason);
  }
}

const MAX_REDIRECTS = 3;
const FETCH_TIMEOUT_MS = 10_000;
/**
 * Addresses (or CIDR ranges) let through although not public, comma-separated: the operator's choice for a
 * one-machine install (a webhook receiver or image host on the same machine or network), and the tests' loopback.
 */
export const ALLOW_SETTING = "FETCH_ALLOW_ADDRESSES";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

function allowList(): Array<[Address, number]> {
  const raw = setting(ALLOW_SETTING);
  if (!raw) return [];
  return raw.split(",").map((entry) => {
    const value = entry.trim();
    try {
      if (value.includes("/")) return ipaddr.parseCIDR(value);
      const address = ipaddr.parse(value);
      return [address, address.kind() === "ipv4" ? 32 : 128] as [Address, number];
    } catch {
      throw new Error(`${ALLOW_SETTING}: ${JSON.stringify(value)} is not an IP address or CIDR range`);
    }
  });
}

function allowed(address: Address): boolean {
  return allowList().some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * Why an address is not public unicast (ipaddr.js's range name: loopback, private, linkLocal, uniqueLocal,
 * ipv4Mapped, rfc6052, 6to4, reserved, ...), or null when it is. IPv6 forms that carry an IPv4 address
 * (mapped, compatible, NAT64, 6to4, Teredo) are refused whatever they carry.
 */
export function addressRefusal(text: string): string | null {
  if (!ipaddr.isValid(text)) return "invalid";
  const address = ipaddr.parse(text);
  const range = address.range();
  if (range !== "unicast") return range;
  // IPv4-compatible (::a.b.c.d, deprecated), which ipaddr.js does not name.
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return "ipv4Compatible";
  return null;
}

function checkAddress(host: string, address: string): void {
  const refusal = addressRefusal(address);
  if (refusal === null || (refusal !== "invalid" && allowed(ipaddr.parse(address)))) return;
  throw new SafeFetchError("ADDRESS_NOT_PUBLIC", `${host} resolves to ${address} (${refusal}), which is not a public address.`);
}

// Names reserved for tests, documentation and local use (RFC 2606, RFC 6761, RFC 6762): never a real host.
const SPECIAL_NAME = /(^|\.)(localhost|test|invalid|example|local|example\.com|example\.net|example\.org)\.?$/i;

type LookupFunction = (hostname: string, options: LookupOptions & { all: true }) => Promise<LookupAddress[]>;
const systemLookup: LookupFunction = (hostname, options) => dns.promises.lookup(hostname, options);

/** A `lookup` for net.connect that answers only checked addresses. */
function checkedLookup(resolve: LookupFunction) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname, { ...options, all: true }).then(
      (addresses) => {
        try {
          if (addresses.length === 0) throw new SafeFetchError("HOST_NOT_FOUND", `${hostname} has no address.`);
          // Every answer must be public: which one the connection picks is not ours to choose.
          for (const { address } of addresses) checkAddress(hostname, address);
        } catch (error) {
          return callback(error as Error, options.all ? [] : "");
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) =>
        callback(new SafeFetchError("HOST_NOT_FOUND", `${hostname} cannot be resolved (${error.code ?? error.message}).`), ""),
    );
  };
}

export type SafeFetchOptions = {
  /** The most bytes the body may have; more is TOO_LARGE (read no further). */
  maxBytes: number;
  /** The body's type from its bytes (e.g. "image/png"), or null when it is not an accepted type (UNSUPPORTED_TYPE). */
  sniff: (bytes: Buffer) => string | null;
  timeoutMs?: number;
  /**
   * How long the connection (name lookup included) may take to open, within `timeoutMs`: an address that never
   * accepts is given up on soon, while an answer that is slow to come still has the whole timeout.
   */
  connectTimeoutMs?: number;
  headers?: Record<string, string>;
  /** Name resolution, for tests (a stub answering chosen addresses); the system's by default. */
  lookup?: LookupFunction;
};

type SafeFetchResult = { url: string; status: number; type: string; bytes: Buffer };

function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new SafeFetchError("BAD_URL", `${JSON.stringify(text)} is not a URL.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("BAD_SCHEME", `Only http and https addresses are fetched, not ${url.protocol.replace(/:$/, "")}.`);
  }
  if (url.username || url.password) throw new SafeFetchError("BAD_URL", "An address with credentials is not fetched.");
  return url;
}

function hostOf(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

function networkError(error: Error, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError("TIMEOUT", "The fetch did not finish in time.");
  return new SafeFetchError("NETWORK_ERROR", `The connection failed: ${error.message}`);
}

type RequestOptions = Pick<SafeFetchOptions, "headers" | "lookup" | "connectTimeoutMs"> & { method?: "GET" | "POST"; body?: Buffer };

function request(url: URL, options: RequestOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const host = hostOf(url);
  // A literal address is connected to without a lookup: check it here.
  if (net.isIP(host)) checkAddress(host, host);
  else if (SPECIAL_NAME.test(host)) throw new SafeFetchError("ADDRESS_NOT_PUBLIC", `${host} is a special-use name, not a public host.`);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: options.method ?? "GET",
      headers: {
        "user-agent": "adnet-fetch/1",
        accept: "*/*",
        ...(options.body ? { "content-length": String(options.body.length) } : {}),
        ...options.headers,
      },
      // dns.lookup is typed with all its overloads; the agent calls only the callback form checkedLookup gives.
      lookup: checkedLookup(options.lookup ?? systemLookup) as unknown as typeof dns.lookup,
      signal,
      agent: false,
    });
    const connectTimeoutMs = options.connectTimeoutMs;
    if (connectTimeoutMs !== undefined) {
      req.once("socket", (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () => req.destroy(new SafeFetchError("TIMEOUT", `No connection to ${host} within ${connectTimeoutMs} ms.`)),
          connectTimeoutMs,
        );
        socket.once("connect", () => clearTimeout(timer));
        socket.once("close", () => clearTimeout(timer));
      });
    }
    req.once("response", resolve);
    req.once("error", (error) => reject(networkError(error, signal)));
    req.end(options.body);
  });
}

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declaredHeader = response.headers["content-length"];
  const declared = declaredHeader === undefined ? null : Number(declaredHeader);
  if (declared !== null && (!Number.isSafeInteger(declared) || declared < 0)) {
    response.destroy();
    return Promise.reject(new SafeFetchError("SIZE_MISMATCH", `The declared length ${JSON.stringify(declaredHeader)} is not a size.`));
  }
  if (declared !== null && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new SafeFetchError("TOO_LARGE", `The file is ${declared} bytes, more than the ${maxBytes} allowed.`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: SafeFetchError) => {
      if (settled) return;
      settled = true;
      response.destroy();
      reject(error);
    };
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(new SafeFetchError("TOO_LARGE", `The file is more than the ${maxBytes} bytes allowed.`));
      chunks.push(chunk);
    });
    response.once("end", () => {
      if (settled) return;
      if (declared !== null && size !== declared) {
        return fail(new SafeFetchError("SIZE_MISMATCH", `The server declared ${declared} bytes and sent ${size}.`));
      }
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    response.once("error", (error) => {
      if (declared !== null && size < declared && !signal.aborted) {
        return fail(new SafeFetchError("SIZE_MISMATCH", `The server declared ${declared} bytes and sent ${size} before closing.`));
      }
      fail(networkError(error, signal));
    });
  });
}

/**
 * GETs a user-given http(s) address: public unicast addresses only (checked at connect time, on every redirect),
 * at most 3 redirects, `timeoutMs` (10 s) in all, at most `maxBytes`, the declared length matching the body, the
 * type decided from the bytes. Any refusal is a SafeFetchError with its reason.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseUrl(address);
  for (let redirects = 0; ; redirects++) {
    const response = await request(url, options, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      if (redirects >= MAX_REDIRECTS) throw new SafeFetchError("TOO_MANY_REDIRECTS", `More than ${MAX_REDIRECTS} redirects.`);
      url = parseUrl(response.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new SafeFetchError("HTTP_STATUS", `The server answered ${status}.`, status >= 500 || status === 429);
    }
    const bytes = await readBody(response, options.maxBytes, signal);
    const type = options.sniff(bytes);
    if (!type) throw new SafeFetchError("UNSUPPORTED_TYPE", "The file is not of an accepted type.");
    return { url: url.toString(), status, type, bytes };
  }
}

type SafePostOptions = Pick<SafeFetchOptions, "headers" | "lookup" | "timeoutMs" | "connectTimeoutMs"> & {
  /** The answer's first bytes kept (the rest is not read). */
  excerptBytes: number;
};

/**
 * POSTs `body` to a user-given http(s) address (a webhook) under the same address rules as safeFetch, in
 * `timeoutMs` (10 s), the connection opened within `connectTimeoutMs` when given. Redirects are not followed: a 3xx is an answer like any other. Answers the status and the
 * first `excerptBytes` of the body; no answer at all is a SafeFetchError.
 */
export async function safePost(address: string, body: Buffer, options: SafePostOptions): Promise<{ status: number; excerpt: Buffer }> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const response = await request(parseUrl(address), { ...options, method: "POST", body }, signal);
  const status = response.statusCode ?? 0;
  const excerpt = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.destroy();
      resolve(Buffer.concat(chunks).subarray(0, options.excerptBytes));
    };
    response.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= options.excerptBytes) done();
    });
    response.once("end", done);
    // A body cut short still leaves its status: keep what came.
    response.once("error", done);
  });
  return { status, excerpt };
}

/**
 * Refuses (ADDRESS_NOT_PUBLIC, BAD_URL, BAD_SCHEME) an address safeFetch and safePost would refuse for where it
 * points now: for checking a URL when it is saved. A host that does not resolve passes (it may later); every
 * request checks again when it connects.
 */
export async function assertPublicAddress(address: string, lookup: LookupFunction = systemLookup): Promise<void> {
  const url = parseUrl(address);
  const host = hostOf(url);
  if (net.isIP(host)) return checkAddress(host, host);
  if (SPECIAL_NAME.test(host)) throw new SafeFetchError("ADDRESS_NOT_PUBLIC", `${host} is a special-use name, not a public host.`);
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return;
  }
  for (const { address: resolved } of addresses) checkAddress(host, resolved);
}
