// Database round trips per postback, counted with Prisma's query events on a client of this file's own (the same
// database). The token, its settings and the ad a postback names come from the authentication cache once read. The token's rate-limit count is not among them: it is kept in Redis, in PostgreSQL through the
// limiter's own pool, or in memory on the embedded database.
import { beforeAll, describe, expect, it } from "vitest";
import { installQueryLog } from "@/lib/test/query-log";
import { attributedApp, sendPostback } from "@/lib/test/postbacks";
import { authCache } from "@/lib/auth/auth-change-listener";

const queries: string[] = [];

beforeAll(() => installQueryLog((event) => queries.push(event.query)));

async function counted(send: () => Promise<{ status: number }>, status = 200) {
  queries.length = 0;
  expect((await send()).status).toBe(status);
  return [...queries];
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("queries per postback", () => {
  it("one for a new postback once the token and ad are cached (the row and its count in one), two for a retry", async () => {
    const setup = await attributedApp();
    await waitFor(() => authCache().isEnabled);
    // one install time for every send: a retry is the same postback (its dedupe key holds the event time)
    const installTime = String(Math.floor(Date.now() / 1000) - 3600);
    const install = (clickid: string, adId = setup.ads[0].id) => ({
      clickid,
      af_c_id: setup.campaign.id,
      af_adset_id: adId,
      advertising_id: "a",
      country: "KR",
      install_time: installTime,
    });
    // The first postback reads the token (with its settings) and the ad into the cache, and stamps the token's
    // lastUsedAt (once a minute at most).
    expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: install("c0") }))).toHaveLength(4);
    expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: install("c1") }))).toHaveLength(1);
    expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: install("c1") }))).toHaveLength(2);
    // An ad that does not exist is not cached: read each time.
    expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: install("c2", "6740a1b2c3d4e5f60000dead") }))).toHaveLength(
      2,
    );
    const malformed = { ...install("c3"), install_time: "soon" };
    expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: malformed }), 400)).toHaveLength(1);
    // Revenue in another currency than KRW reads its day's rate too.
    const purchase = {
      ...install("c4"),
      event_name: "af_purchase",
      event_time: String(Math.floor(Date.now() / 1000)),
      event_revenue: "1.99",
      event_revenue_currency: "USD",
    };
    expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: purchase }))).toHaveLength(2);
  });

  it("while the cache is off (its listener down) the token and the ad are read for every postback", async () => {
    const setup = await attributedApp();
    const install = (clickid: string) => ({
      clickid,
      af_c_id: setup.campaign.id,
      af_adset_id: setup.ads[0].id,
      advertising_id: "a",
      country: "KR",
      install_time: String(Math.floor(Date.now() / 1000) - 3600),
    });
    await waitFor(() => authCache().isEnabled);
    expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: install("d0") }))).toHaveLength(4);
    authCache().setEnabled(false);
    try {
      expect(await counted(() => sendPostback("APPSFLYER", setup.token, { query: install("d1") }))).toHaveLength(3);
    } finally {
      authCache().setEnabled(true);
    }
  });
});
