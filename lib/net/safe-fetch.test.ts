import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  addressRefusal,
  ALLOW_SETTING,
  assertPublicAddress,
  safeFetch,
  SafeFetchError,
  safePost,
  type SafeFetchOptions,
} from "./safe-fetch";
import { startUnacceptingPort } from "@/lib/test/unaccepting-port";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const sniff = (bytes: Buffer) => (bytes.subarray(0, 8).equals(PNG.subarray(0, 8)) ? "image/png" : null);
const base: SafeFetchOptions = { maxBytes: 1024, sniff };

// A loopback server playing every part: routes by path.
let server: http.Server;
let origin = "";
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    const hops = Number(url.searchParams.get("hops") ?? 0);
    switch (url.pathname) {
      case "/image.png":
        res.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
        return res.end(PNG);
      case "/redirect":
        res.writeHead(302, { location: hops > 1 ? `/redirect?hops=${hops - 1}` : "/image.png" });
        return res.end();
      case "/to":
        res.writeHead(301, { location: url.searchParams.get("location") ?? "/" });
        return res.end();
      case "/declared-large":
        res.writeHead(200, { "content-length": 5000 });
        return res.end(Buffer.alloc(5000));
      case "/chunked-large":
        res.writeHead(200, { "content-type": "image/png" });
        res.write(PNG);
        return res.end(Buffer.alloc(2000));
      case "/short":
        // Declares more than it sends, then closes the connection.
        res.writeHead(200, { "content-length": PNG.length + 100 });
        res.write(PNG);
        return void setImmediate(() => res.socket?.destroy());
      case "/html-as-png":
        res.writeHead(200, { "content-type": "image/png" });
        return res.end("<html>not an image</html>");
      case "/missing":
        res.writeHead(404);
        return res.end();
      case "/status": {
        // ?code=…[&location=…]: that status with a PNG body, and the Location when given
        const location = url.searchParams.get("location");
        res.writeHead(Number(url.searchParams.get("code")), location ? { location } : {});
        return res.end(PNG);
      }
      case "/slow-body":
        // Declares a body, sends its first bytes and then nothing.
        res.writeHead(200, { "content-length": PNG.length + 100 });
        res.write(PNG);
        held.push(res);
        return;
      case "/endless":
        // An answer whose body never ends, after its first bytes.
        res.writeHead(200);
        res.write("x".repeat(30));
        held.push(res);
        return;
      case "/echo": {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          res.writeHead(201, { "content-type": "text/plain" });
          res.end(`${req.method} ${req.headers["x-test"]} ${Buffer.concat(chunks).toString()} ${"z".repeat(5000)}`);
        });
        return;
      }
      case "/hang":
        held.push(res);
        return;
      default:
        res.writeHead(500);
        res.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held) res.socket?.destroy();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

afterEach(() => {
  delete process.env[ALLOW_SETTING];
});

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

const allowLoopback = () => {
  process.env[ALLOW_SETTING] = "127.0.0.1";
};

describe("addressRefusal: only public unicast passes", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.254", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["169.254.169.254", "linkLocal"],
    ["169.254.1.1", "linkLocal"],
    ["fe80::1", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["100.127.255.254", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    ["2001:db8::1", "reserved"],
    ["::ffff:127.0.0.1", "ipv4Mapped"],
    ["::ffff:169.254.169.254", "ipv4Mapped"],
    ["::ffff:8.8.8.8", "ipv4Mapped"],
    // IPv4-compatible (::a.b.c.d as URLs write it), whatever it carries.
    ["::7f00:1", "ipv4Compatible"],
    ["::808:808", "ipv4Compatible"],
    ["64:ff9b::a00:1", "rfc6052"],
    ["2002:a00:1::", "6to4"],
    ["2001:0:4136:e378::1", "teredo"],
    ["not an address", "invalid"],
  ])("%s is refused as %s", (address, range) => {
    expect(addressRefusal(address)).toBe(range);
  });

  it.each(["8.8.8.8", "93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111"])("%s is public", (address) => {
    expect(addressRefusal(address)).toBeNull();
  });
});

describe("safeFetch", () => {
  it("refuses a loopback server unless the allow-list names it", async () => {
    expect((await refusal(safeFetch(`${origin}/image.png`, base))).reason).toBe("ADDRESS_NOT_PUBLIC");
    allowLoopback();
    const result = await safeFetch(`${origin}/image.png`, base);
    expect(result).toMatchObject({ status: 200, type: "image/png", url: `${origin}/image.png` });
    expect(result.bytes.equals(PNG)).toBe(true);
  });

  it("refuses IPv4-mapped and special-use names even when the IPv4 address is allowed", async () => {
    allowLoopback();
    const port = new URL(origin).port;
    expect((await refusal(safeFetch(`http://[::ffff:127.0.0.1]:${port}/image.png`, base))).reason).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(safeFetch(`http://localhost:${port}/image.png`, base))).reason).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(safeFetch("https://cdn.example.com/a.png", base))).reason).toBe("ADDRESS_NOT_PUBLIC");
  });

  it("checks the address the connection's own lookup answers", async () => {
    const lookups: string[] = [];
    const stub =
      (...addresses: string[]) =>
      async (hostname: string) => {
        lookups.push(hostname);
        return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
      };
    const metadata = await refusal(safeFetch("http://images.cdn-host.io/a.png", { ...base, lookup: stub("169.254.169.254") }));
    expect(metadata).toMatchObject({ reason: "ADDRESS_NOT_PUBLIC" });
    expect(metadata.message).toContain("linkLocal");
    // One private answer among public ones is enough to refuse.
    expect(
      (await refusal(safeFetch("http://images.cdn-host.io/a.png", { ...base, lookup: stub("93.184.216.34", "10.0.0.7") }))).reason,
    ).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(safeFetch("http://images.cdn-host.io/a.png", { ...base, lookup: stub("fd00::1") }))).reason).toBe(
      "ADDRESS_NOT_PUBLIC",
    );
    // The connection goes where the checked answer says: an allowed answer reaches the loopback server.
    allowLoopback();
    const port = new URL(origin).port;
    const result = await safeFetch(`http://images.cdn-host.io:${port}/image.png`, { ...base, lookup: stub("127.0.0.1") });
    expect(result.type).toBe("image/png");
    expect(lookups.every((name) => name === "images.cdn-host.io")).toBe(true);
  });

  it("reports a name that does not resolve", async () => {
    const lookup = async () => {
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    };
    expect((await refusal(safeFetch("http://nowhere.cdn-host.io/a.png", { ...base, lookup }))).reason).toBe("HOST_NOT_FOUND");
  });

  it("refuses other schemes, and credentials", async () => {
    for (const url of ["file:///etc/passwd", "ftp://files.cdn-host.io/a.png", "gopher://a.cdn-host.io/", "data:image/png;base64,iVBO"]) {
      expect((await refusal(safeFetch(url, base))).reason).toBe("BAD_SCHEME");
    }
    expect((await refusal(safeFetch("not a url", base))).reason).toBe("BAD_URL");
    expect((await refusal(safeFetch("http://user:pw@images.cdn-host.io/", base))).reason).toBe("BAD_URL");
  });

  it("follows up to 3 redirects, and refuses a 4th", async () => {
    allowLoopback();
    expect((await safeFetch(`${origin}/redirect?hops=3`, base)).url).toBe(`${origin}/image.png`);
    expect((await refusal(safeFetch(`${origin}/redirect?hops=4`, base))).reason).toBe("TOO_MANY_REDIRECTS");
  });

  it("checks every redirect's target again: an allowed host cannot send it to a refused address", async () => {
    allowLoopback();
    const to = (location: string) => `${origin}/to?location=${encodeURIComponent(location)}`;
    const metadata = await refusal(safeFetch(to("http://169.254.169.254/latest/meta-data/"), base));
    expect(metadata.reason).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(safeFetch(to("http://10.0.0.1/a.png"), base))).reason).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(safeFetch(to("http://[::1]/a.png"), base))).reason).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(safeFetch(to("file:///etc/passwd"), base))).reason).toBe("BAD_SCHEME");
    const lookup = async () => [{ address: "192.168.0.10", family: 4 }];
    expect((await refusal(safeFetch(to("http://internal.cdn-host.io/a.png"), { ...base, lookup }))).reason).toBe("ADDRESS_NOT_PUBLIC");
  });

  it("refuses a body over the limit, whether declared or sent", async () => {
    allowLoopback();
    expect((await refusal(safeFetch(`${origin}/declared-large`, base))).reason).toBe("TOO_LARGE");
    expect((await refusal(safeFetch(`${origin}/chunked-large`, base))).reason).toBe("TOO_LARGE");
  });

  it("refuses a body shorter than its declared length", async () => {
    allowLoopback();
    expect((await refusal(safeFetch(`${origin}/short`, base))).reason).toBe("SIZE_MISMATCH");
  });

  it("decides the type from the bytes, not the header", async () => {
    allowLoopback();
    expect((await refusal(safeFetch(`${origin}/html-as-png`, base))).reason).toBe("UNSUPPORTED_TYPE");
  });

  it("refuses an error status", async () => {
    allowLoopback();
    const missing = await refusal(safeFetch(`${origin}/missing`, base));
    expect(missing).toMatchObject({ reason: "HTTP_STATUS", transient: false });
    expect(await refusal(safeFetch(`${origin}/fails`, base))).toMatchObject({ reason: "HTTP_STATUS", transient: true });
  });

  it("gives up after its timeout", async () => {
    allowLoopback();
    expect(await refusal(safeFetch(`${origin}/hang`, { ...base, timeoutMs: 300 }))).toMatchObject({ reason: "TIMEOUT", transient: true });
  });
});

describe("safeFetch, at the edges", () => {
  const status = (code: number, location?: string) =>
    `${origin}/status?code=${code}${location ? `&location=${encodeURIComponent(location)}` : ""}`;

  it("follows a Location only on a 3xx: a 2xx with one is the answer, a 3xx without one is refused", async () => {
    allowLoopback();
    for (const code of [200, 201]) {
      const result = await safeFetch(status(code, "/missing"), base);
      expect(result).toMatchObject({ status: code, url: status(code, "/missing"), type: "image/png" });
    }
    for (const code of [300, 304]) {
      expect(await refusal(safeFetch(status(code), base))).toMatchObject({ reason: "HTTP_STATUS", transient: false });
    }
    expect(await refusal(safeFetch(status(400, "/image.png"), base))).toMatchObject({ reason: "HTTP_STATUS" });
    expect((await safeFetch(status(399, "/image.png"), base)).url).toBe(`${origin}/image.png`);
  });

  it("only 2xx is a body: 299 is taken, 300 is not; 429 and 5xx may succeed later, other statuses not", async () => {
    allowLoopback();
    expect((await safeFetch(status(299), base)).status).toBe(299);
    expect(await refusal(safeFetch(status(429), base))).toMatchObject({ reason: "HTTP_STATUS", transient: true });
    expect(await refusal(safeFetch(status(499), base))).toMatchObject({ reason: "HTTP_STATUS", transient: false });
    expect(await refusal(safeFetch(status(500), base))).toMatchObject({ reason: "HTTP_STATUS", transient: true });
  });

  it("takes a body of exactly maxBytes, declared or not; one byte more is too large, said before reading", async () => {
    allowLoopback();
    expect((await safeFetch(`${origin}/image.png`, { ...base, maxBytes: PNG.length })).bytes.equals(PNG)).toBe(true);
    expect((await safeFetch(`${origin}/status?code=200`, { ...base, maxBytes: PNG.length })).bytes.equals(PNG)).toBe(true);
    const declared = await refusal(safeFetch(`${origin}/image.png`, { ...base, maxBytes: PNG.length - 1 }));
    expect(declared).toMatchObject({
      reason: "TOO_LARGE",
      message: `The file is ${PNG.length} bytes, more than the ${PNG.length - 1} allowed.`,
    });
  });

  it("a body that stops coming is a timeout, not a short body", async () => {
    allowLoopback();
    expect(await refusal(safeFetch(`${origin}/slow-body`, { ...base, timeoutMs: 300 }))).toMatchObject({ reason: "TIMEOUT" });
  });

  it("a refused connection is a network error, not a timeout", async () => {
    allowLoopback();
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/a.png`, base))).toMatchObject({ reason: "NETWORK_ERROR", transient: true });
  });

  it("speaks TLS to an https address (a plain-http server there is a network error)", async () => {
    allowLoopback();
    const port = new URL(origin).port;
    expect(await refusal(safeFetch(`https://127.0.0.1:${port}/image.png`, base))).toMatchObject({ reason: "NETWORK_ERROR" });
  });

  it("refuses a user name or a password alone", async () => {
    for (const url of ["http://user@images.cdn-host.io/", "http://:pw@images.cdn-host.io/"]) {
      expect((await refusal(safeFetch(url, base))).reason).toBe("BAD_URL");
    }
  });

  it("a name with no address is not found", async () => {
    const lookup = async () => [];
    expect((await refusal(safeFetch("http://empty.cdn-host.io/a.png", { ...base, lookup, timeoutMs: 2_000 }))).reason).toBe(
      "HOST_NOT_FOUND",
    );
  });

  it("asks the lookup for every address, as the system's lookup answers them", async () => {
    allowLoopback();
    const port = new URL(origin).port;
    // Like dns.promises.lookup: an array only when asked for all.
    const lookup = async (_host: string, options: { all?: boolean }) =>
      (options.all ? [{ address: "127.0.0.1", family: 4 }] : { address: "127.0.0.1", family: 4 }) as never;
    expect((await safeFetch(`http://images.cdn-host.io:${port}/image.png`, { ...base, lookup })).type).toBe("image/png");
    const refused = async (_host: string, options: { all?: boolean }) =>
      (options.all ? [{ address: "10.0.0.1", family: 4 }] : { address: "10.0.0.1", family: 4 }) as never;
    expect((await refusal(assertPublicAddress("http://hooks.example-corp.io/", refused))).reason).toBe("ADDRESS_NOT_PUBLIC");
  });

  it("reads an allow-list of addresses and ranges with spaces, and refuses a bad entry", async () => {
    process.env[ALLOW_SETTING] = "192.0.2.1, 127.0.0.0/8";
    expect((await safeFetch(`${origin}/image.png`, base)).status).toBe(200);
    process.env[ALLOW_SETTING] = "127.0.0.1, not-an-address";
    await expect(safeFetch(`${origin}/image.png`, base)).rejects.toThrow(
      `${ALLOW_SETTING}: "not-an-address" is not an IP address or CIDR range`,
    );
  });
});

describe("safePost", () => {
  const post = (path: string) => safePost(`${origin}${path}`, Buffer.from('{"a":1}'), { headers: { "x-test": "yes" }, excerptBytes: 20 });

  it("refuses a loopback server unless the allow-list names it, and sends nothing", async () => {
    expect((await refusal(post("/echo"))).reason).toBe("ADDRESS_NOT_PUBLIC");
  });

  it("POSTs the body with the headers and keeps only the answer's first bytes", async () => {
    allowLoopback();
    const answer = await post("/echo");
    expect(answer.status).toBe(201);
    expect(answer.excerpt.toString()).toBe('POST yes {"a":1} zzz');
  });

  it("answers once the excerpt is read, though the body never ends", async () => {
    allowLoopback();
    const started = Date.now();
    const answer = await safePost(`${origin}/endless`, Buffer.from("{}"), { excerptBytes: 20, timeoutMs: 20_000 });
    expect(answer).toEqual({ status: 200, excerpt: Buffer.from("x".repeat(20)) });
    // not when the timeout ends the read
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    allowLoopback();
    expect((await post("/redirect")).status).toBe(302);
  });

  it("gives up after its timeout", async () => {
    allowLoopback();
    const error = await refusal(safePost(`${origin}/hang`, Buffer.from("{}"), { excerptBytes: 10, timeoutMs: 200 }));
    expect(error.reason).toBe("TIMEOUT");
  });

  it("gives up on an address that never accepts after the connect timeout, not the whole timeout", async () => {
    allowLoopback();
    const unaccepting = await startUnacceptingPort();
    try {
      const error = await refusal(
        safePost(`http://127.0.0.1:${unaccepting.port}/hook`, Buffer.from("{}"), {
          excerptBytes: 10,
          connectTimeoutMs: 200,
          timeoutMs: 60_000,
        }),
      );
      expect(error).toMatchObject({ reason: "TIMEOUT", transient: true });
      expect(error.message).toBe("No connection to 127.0.0.1 within 200 ms.");
    } finally {
      unaccepting.close();
    }
  });

  it("the connect timeout leaves a connected request its whole timeout", async () => {
    allowLoopback();
    const error = await refusal(safePost(`${origin}/hang`, Buffer.from("{}"), { excerptBytes: 10, connectTimeoutMs: 50, timeoutMs: 400 }));
    expect(error).toMatchObject({ reason: "TIMEOUT", message: "The fetch did not finish in time." });
  });
});

describe("assertPublicAddress", () => {
  const stub = (address: string) => async () => [{ address, family: 4 }];

  it("refuses private and special-use hosts, lets public and unresolvable ones pass", async () => {
    expect((await refusal(assertPublicAddress("http://10.0.0.1/hook"))).reason).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(assertPublicAddress("http://hooks.internal.test/hook"))).reason).toBe("ADDRESS_NOT_PUBLIC");
    expect((await refusal(assertPublicAddress("http://hooks.example-corp.io/", stub("192.168.1.4")))).reason).toBe("ADDRESS_NOT_PUBLIC");
    await expect(assertPublicAddress("http://hooks.example-corp.io/", stub("93.184.216.34"))).resolves.toBeUndefined();
    const missing = async () => {
      throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
    };
    await expect(assertPublicAddress("http://not-there.example-corp.io/", missing)).resolves.toBeUndefined();
    allowLoopback();
    await expect(assertPublicAddress(`${origin}/echo`)).resolves.toBeUndefined();
  });
});
