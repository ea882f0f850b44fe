// Group commit in the receiver: postbacks arriving together are stored by one statement (counted with Prisma's query
// events on a client of this file's own), each answered its own result once it committed, and a postback that makes
// the statement fail fails alone: the flush is then stored row by row.

import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { installQueryLog } from "@/lib/test/query-log";
import { newObjectId } from "@/lib/new-object-id";
import { storePostback } from "@/lib/operations/attribution/postback-store";
import { attributedApp, sendPostback, installPostback } from "@/lib/test/postbacks";

const queries: string[] = [];

beforeAll(() => installQueryLog((event) => queries.push(event.query), 8));

const INSTALL = Math.floor(Date.now() / 1000) - 3600;

const install = (setup: Awaited<ReturnType<typeof attributedApp>>, n: number) => installPostback(setup, n, INSTALL);

const postbackInserts = () => queries.filter((query) => query.includes('INSERT INTO "Postback"')).length;

describe("group commit of postbacks", () => {
  it("stores 20 postbacks sent at once with fewer statements than postbacks, each answered its own, a retry among them once", async () => {
    const setup = await attributedApp({ partner: "GENERIC" });
    await sendPostback("GENERIC", setup.token, { query: install(setup, 100) }); // the token and the ad read into the cache
    queries.length = 0;
    const sent = Array.from({ length: 20 }, (_, n) => install(setup, n % 19));
    const answers = await Promise.all(sent.map((query) => sendPostback("GENERIC", setup.token, { query })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.json.duplicate)).toHaveLength(1);
    // The retry (click 0 sent twice) answers the first one's id.
    expect(answers[19].json.postbackId).toBe(answers[0].json.postbackId);
    expect(new Set(answers.map((answer) => answer.json.postbackId)).size).toBe(19);
    expect(postbackInserts()).toBeLessThan(20);
    expect(await prisma.postback.count({ where: { appId: setup.appId } })).toBe(20);
    const counted = await prisma.attributionRollup.aggregate({ where: { organizationId: setup.organizationId }, _sum: { installs: true } });
    expect(Number(counted._sum.installs)).toBe(20);
  });

  it("a postback the database refuses (a NUL byte in its body) fails alone; the others of its flush are stored", async () => {
    const setup = await attributedApp({ partner: "GENERIC" });
    const rowOf = (n: number, body: string | null) => ({
      id: newObjectId(),
      organizationId: setup.organizationId,
      appId: setup.appId,
      tokenId: setup.tokenId,
      input: {
        partner: "GENERIC" as const,
        token: setup.token,
        method: "POST",
        query: new URLSearchParams(),
        rawQuery: `n=${n}`,
        body,
        contentType: null,
        ip: null,
      },
      dedupeKey: `raw:${n}`,
      outcome: "QUARANTINED" as const,
      outcomeReason: "MALFORMED",
      record: null,
      revenue: null,
      currency: null,
      revenueKrw: null,
    });
    // Submitted in one go: one flush, whose statement the bad row fails.
    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => storePostback({ row: rowOf(n, n === 4 ? "a\u0000b" : "ab") })),
    );
    expect(settled.map((result) => result.status)).toEqual([...Array(4).fill("fulfilled"), "rejected", ...Array(5).fill("fulfilled")]);
    expect(await prisma.postback.count({ where: { appId: setup.appId } })).toBe(9);
  });
});
