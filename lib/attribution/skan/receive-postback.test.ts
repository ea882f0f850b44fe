import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, registerApp } from "@/lib/test/fixtures";
import { adBody, campaignBody, createCampaignViaApi } from "@/lib/test/campaigns";
import { POST as skanRoute } from "@/app/.well-known/skadnetwork/report-attribution/route";
import { POST as aakRoute } from "@/app/.well-known/appattribution/report-attribution/route";
import { testSigner } from "./test-signer";

const NETWORK = "test123.skadnetwork";
const SKAN_PATH = "/.well-known/skadnetwork/report-attribution";
const AAK_PATH = "/.well-known/appattribution/report-attribution";
const signer = testSigner();
const saved = { keys: process.env.SKAN_PUBLIC_KEYS, network: process.env.SKAN_AD_NETWORK_ID };

let campaignId = "";
let organizationId = "";
let skanId = 0;

const postSkan = (body: unknown) => callRoute(skanRoute, "POST", SKAN_PATH, { body });
const postAak = (body: unknown) => callRoute(aakRoute, "POST", AAK_PATH, { body });

function skan3(overrides: Record<string, unknown> = {}) {
  return signer.signSkan({
    version: "3.0",
    "ad-network-id": NETWORK,
    "campaign-id": skanId,
    "transaction-id": randomUUID(),
    "app-id": 525463029,
    redownload: false,
    "source-app-id": 1234567891,
    "fidelity-type": 1,
    "did-win": true,
    ...overrides,
  });
}

function skan4(sequence: number, value: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return signer.signSkan({
    version: "4.0",
    "ad-network-id": NETWORK,
    "source-identifier": String(skanId).padStart(4, "0"),
    "app-id": 525463029,
    "transaction-id": randomUUID(),
    redownload: false,
    "source-app-id": 1234567891,
    "fidelity-type": 1,
    "did-win": true,
    "postback-sequence-index": sequence,
    ...value,
    ...overrides,
  });
}

/** Everything the postbacks wrote: stored rows, the campaign's rollup rows (SKAN), and audit entries of the paths. */
async function written() {
  const [postbacks, rollup, audits] = await Promise.all([
    prisma.skanPostback.count(),
    prisma.attributionRollup.findMany({
      where: { campaignId, source: "SKAN" },
      orderBy: [{ dayOffset: "asc" }, { eventName: "asc" }],
      select: { dayOffset: true, eventName: true, installs: true, reattributions: true, events: true, platform: true, adId: true },
    }),
    prisma.auditEntry.count({ where: { action: { contains: "report-attribution" } } }),
  ]);
  return { postbacks, rollup, audits };
}

const row = (dayOffset: number, eventName: string, amounts: { installs?: bigint; reattributions?: bigint; events?: bigint }) => ({
  dayOffset,
  eventName,
  installs: amounts.installs ?? 0n,
  reattributions: amounts.reattributions ?? 0n,
  events: amounts.events ?? 0n,
  platform: "APP_PLATFORM_IOS",
  adId: "",
});

beforeAll(async () => {
  process.env.SKAN_PUBLIC_KEYS = signer.publicKeySetting;
  process.env.SKAN_AD_NETWORK_ID = NETWORK;
  const owner = await createOwner();
  organizationId = owner.organization.id;
  const app = await registerApp(organizationId, { platformSettings: { ios: { storeUrl: "https://apps.apple.com/app/id525463029" } } });
  const campaign = await createCampaignViaApi(
    organizationId,
    owner.apiKey,
    campaignBody({
      targeting: { platforms: ["APP_PLATFORM_IOS"], devices: [], tags: [], locations: [], languages: [] },
      ads: [adBody({ promotedAppId: app.id, destinationUrl: "https://apps.apple.com/app/id525463029" })],
    }),
  );
  campaignId = campaign._id;
  const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { skanId: true } });
  skanId = stored.skanId!;
});

afterAll(() => {
  for (const [name, value] of [
    ["SKAN_PUBLIC_KEYS", saved.keys],
    ["SKAN_AD_NETWORK_ID", saved.network],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("the campaign's SKAN identifier", () => {
  it("is given to a campaign promoting an iOS app when it is created, 1 to 99", () => {
    expect(skanId).toBeGreaterThanOrEqual(1);
    expect(skanId).toBeLessThanOrEqual(99);
  });

  it("is not given to a campaign promoting only an Android app, and is unique", async () => {
    const owner = await createOwner();
    const android = await registerApp(owner.organization.id);
    const ios = await registerApp(owner.organization.id, { platformSettings: { ios: { storeUrl: "https://apps.apple.com/app/id1" } } });
    const plain = await createCampaignViaApi(
      owner.organization.id,
      owner.apiKey,
      campaignBody({ ads: [adBody({ promotedAppId: android.id })] }),
    );
    const second = await createCampaignViaApi(
      owner.organization.id,
      owner.apiKey,
      campaignBody({
        targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
        ads: [adBody({ promotedAppId: ios.id })],
      }),
    );
    const rows = await prisma.campaign.findMany({ where: { id: { in: [plain._id, second._id] } }, select: { id: true, skanId: true } });
    expect(rows.find((c) => c.id === plain._id)?.skanId).toBeNull();
    const other = rows.find((c) => c.id === second._id)?.skanId;
    expect(other).toBeTypeOf("number");
    expect(other).not.toBe(skanId);
  });
});

describe("POST /.well-known/skadnetwork/report-attribution", () => {
  it("SKAN 3: a winning postback counts an install and its conversion value; its retry is stored once", async () => {
    const before = await written();
    const postback = skan3({ "conversion-value": 20 });
    const first = await postSkan(postback);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ outcome: "ATTRIBUTED", duplicate: false });
    const retry = await postSkan(postback);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.json).toEqual({ outcome: "ATTRIBUTED", duplicate: true });

    const after = await written();
    expect(after.postbacks).toBe(before.postbacks + 1);
    expect(after.rollup).toEqual([row(0, "", { installs: 1n }), row(0, "skan_cv_20", { events: 1n })]);
    expect(after.audits).toBe(0);
    const stored = await prisma.skanPostback.findUniqueOrThrow({ where: { dedupeKey: `SKAN:${postback["transaction-id"]}:0` } });
    expect(stored).toMatchObject({
      framework: "SKAN",
      version: "3.0",
      adNetworkId: NETWORK,
      sourceIdentifier: String(skanId),
      appStoreId: "525463029",
      sourceAppId: "1234567891",
      redownload: false,
      fidelityType: 1,
      conversionValue: 20,
      postbackSequenceIndex: 0,
      didWin: true,
      outcome: "ATTRIBUTED",
      campaignId,
      organizationId,
    });
    expect(JSON.parse(stored.raw)).toEqual(postback);
  });

  it("SKAN 4: sequence 0 with a fine value, 1 and 2 with coarse values, on their conversion windows' first days", async () => {
    for (const postback of [
      skan4(0, { "conversion-value": 42 }),
      skan4(1, { "coarse-conversion-value": "medium" }),
      skan4(2, { "coarse-conversion-value": "high" }),
      skan4(0, { "coarse-conversion-value": "low" }, { "source-identifier": String(skanId).padStart(2, "0"), redownload: true }),
    ]) {
      const res = await postSkan(postback);
      expect(res.status, res.text).toBe(200);
      expect(res.json.outcome).toBe("ATTRIBUTED");
    }
    const { rollup } = await written();
    expect(rollup).toEqual([
      row(0, "", { installs: 2n, reattributions: 1n }),
      row(0, "skan_coarse_low", { events: 1n }),
      row(0, "skan_cv_20", { events: 1n }),
      row(0, "skan_cv_42", { events: 1n }),
      row(3, "skan_coarse_medium", { events: 1n }),
      row(8, "skan_coarse_high", { events: 1n }),
    ]);
  });

  it("a tampered, unsigned or unsupported postback is refused with the common error object and writes nothing", async () => {
    const before = await written();
    const tampered = { ...skan3(), "campaign-id": skanId === 99 ? 98 : skanId + 1 };
    const forged = await postSkan(tampered);
    expect(forged.status).toBe(403);
    expect(forged.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "SKAN_SIGNATURE_INVALID" });

    const fine = skan4(0, { "conversion-value": 1 });
    expect((await postSkan({ ...fine, "postback-sequence-index": 1 })).status).toBe(403);
    expect((await postSkan({ ...fine, "did-win": false })).status).toBe(403);

    const { "attribution-signature": _signature, ...unsigned } = skan3();
    const missing = await postSkan(unsigned);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ reason: "VALIDATION_FAILED", details: [{ path: "attribution-signature" }] });

    const old = await postSkan({ ...skan3(), version: "2.2" });
    expect(old.json).toMatchObject({ statusCode: 400, reason: "SKAN_VERSION_UNSUPPORTED" });

    const noSequence = await postSkan(signer.signSkan({ ...skan4(0, {}), "postback-sequence-index": undefined }));
    expect(noSequence.status).toBe(400);

    const otherKey = testSigner().signSkan(skan3());
    expect((await postSkan(otherKey)).status).toBe(403);

    expect(await written()).toEqual(before);
  });

  it("a postback naming no campaign, another network, or an impression that did not win is stored UNMATCHED, never counted", async () => {
    const before = await written();
    const free = (await prisma.campaign.findMany({ where: { skanId: { not: null } }, select: { skanId: true } })).map((c) => c.skanId);
    const unknownId = Array.from({ length: 99 }, (_, i) => i + 1).find((id) => !free.includes(id))!;
    const cases = [
      [skan3({ "campaign-id": unknownId }), "UNKNOWN_SKAN_ID"],
      [skan4(0, { "conversion-value": 3 }, { "source-identifier": "5239" }), "UNKNOWN_SKAN_ID"],
      [skan3({ "ad-network-id": "someone-else.skadnetwork" }), "AD_NETWORK_MISMATCH"],
      [skan3({ "did-win": false, "source-app-id": undefined }), "NOT_WINNING"],
    ] as const;
    for (const [postback, reason] of cases) {
      const res = await postSkan(postback);
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual({ outcome: "UNMATCHED", duplicate: false });
      const stored = await prisma.skanPostback.findUniqueOrThrow({ where: { dedupeKey: `SKAN:${postback["transaction-id"]}:0` } });
      expect(stored.outcomeReason).toBe(reason);
    }
    const after = await written();
    expect(after.postbacks).toBe(before.postbacks + cases.length);
    expect(after.rollup).toEqual(before.rollup);
  });
});

describe("POST /.well-known/appattribution/report-attribution (AdAttributionKit)", () => {
  const payload = (overrides: Record<string, unknown> = {}) => ({
    "postback-identifier": randomUUID().toUpperCase(),
    "publisher-item-identifier": 0,
    "marketplace-identifier": "com.apple.AppStore",
    "impression-type": "app-impression",
    "ad-network-identifier": NETWORK,
    "did-win": true,
    "postback-sequence-index": 0,
    "conversion-type": "download",
    "source-identifier": String(skanId).padStart(4, "0"),
    "advertised-item-identifier": 525463029,
    ...overrides,
  });

  it("a signed JWS counts as SKAN 4 does; the unsigned values beside it are read; a retry is stored once", async () => {
    const before = await written();
    const body = { "jws-string": signer.signJws(payload()), "conversion-value": 24, "ad-interaction-type": "click", "country-code": "US" };
    const res = await postAak(body);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ outcome: "ATTRIBUTED", duplicate: false });
    expect((await postAak(body)).json).toEqual({ outcome: "ATTRIBUTED", duplicate: true });
    const later = await postAak({
      "jws-string": signer.signJws(payload({ "postback-sequence-index": 1 })),
      "coarse-conversion-value": "low",
    });
    expect(later.json.outcome).toBe("ATTRIBUTED");

    const after = await written();
    expect(after.postbacks).toBe(before.postbacks + 2);
    const delta = (dayOffset: number, eventName: string) => {
      const find = (rows: typeof before.rollup) => rows.find((r) => r.dayOffset === dayOffset && r.eventName === eventName);
      const [was, now] = [find(before.rollup), find(after.rollup)];
      return { installs: (now?.installs ?? 0n) - (was?.installs ?? 0n), events: (now?.events ?? 0n) - (was?.events ?? 0n) };
    };
    expect(delta(0, "")).toEqual({ installs: 1n, events: 0n });
    expect(delta(0, "skan_cv_24")).toEqual({ installs: 0n, events: 1n });
    expect(delta(3, "skan_coarse_low")).toEqual({ installs: 0n, events: 1n });
    const stored = await prisma.skanPostback.findFirstOrThrow({ where: { framework: "AAK", conversionValue: 24 } });
    expect(stored).toMatchObject({ version: "AAK", fidelityType: 1, appStoreId: "525463029", campaignId });
  });

  it("a JWS whose payload was changed, or one signed by another key, is refused and writes nothing", async () => {
    const before = await written();
    const [header, , signature] = signer.signJws(payload()).split(".");
    const forged = Buffer.from(JSON.stringify(payload({ "source-identifier": "0001" }))).toString("base64url");
    const res = await postAak({ "jws-string": `${header}.${forged}.${signature}` });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ reason: "SKAN_SIGNATURE_INVALID" });
    expect((await postAak({ "jws-string": testSigner().signJws(payload()) })).status).toBe(403);
    expect((await postAak({ "jws-string": "not a jws" })).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it("either path takes either kind", async () => {
    expect((await postSkan({ "jws-string": signer.signJws(payload({ "did-win": false })) })).json).toEqual({
      outcome: "UNMATCHED",
      duplicate: false,
    });
    expect((await postAak(skan3({ "did-win": false, "source-app-id": undefined }))).json.outcome).toBe("UNMATCHED");
  });
});
