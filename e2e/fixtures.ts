import fs from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { parseMail, type ReceivedMail } from "@/lib/test/mail-message";

export type SeedUser = { email: string; password: string; userId: string; organizationId: string; apiKey: string };
/** `reports`: an organization of its own whose campaign `campaignId` has delivery by hour and country (scripts/e2e-seed-reports.ts). */
/** `attribution`: an organization of its own whose campaign has attributed installs and revenue on `days` (scripts/e2e-seed-attribution.ts). */
export type Seed = {
  owner: SeedUser;
  reviewer: SeedUser;
  reports: SeedUser & { campaignId: string };
  attribution: SeedUser & { campaignId: string; days: [string, string] };
  mailDir: string;
};

/** Worker `worker`'s users (scripts/e2e-server.mjs makes them for each of Playwright's workers). */
function readSeed(worker: number): Seed {
  const file = process.env.E2E_FIXTURES_FILE ?? path.join(process.cwd(), ".data", "e2e", "fixtures.json");
  const { workers, mailDir } = JSON.parse(fs.readFileSync(file, "utf8")) as { workers: Omit<Seed, "mailDir">[]; mailDir: string };
  if (!workers[worker]) throw new Error(`${file} holds fixture users for ${workers.length} Playwright workers, none for worker ${worker}`);
  return { ...workers[worker], mailDir };
}

/**
 * `seed`: the owner and the platform reviewer that scripts/e2e-server.mjs made with `npm run bootstrap`, this
 * worker's own: journeys running side by side never share an organization or a user.
 */
export const test = base.extend<{ seed: Seed; closeOpenedContexts: void }>({
  seed: async ({}, use, testInfo) => use(readSeed(testInfo.parallelIndex)),
  // A context a journey opens with `browser.newContext()` (signedInPage, a second user's window) outlives the journey
  // unless closed: the browser is the worker's, so its pages would go on polling the server, and Playwright would trace
  // them through every later journey. Each is closed when the journey that opened it ends.
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/organizations/);
}

/**
 * A page of a new browser context (`context`: its viewport, time zone…) signed in as `user`; with `language`, the
 * console in that language, chosen after signing in as the switcher would (the sign-in form is filled by its English labels).
 */
export async function signedInPage(
  browser: Browser,
  user: { email: string; password: string },
  options: { context?: BrowserContextOptions; language?: "en" | "ko" } = {},
): Promise<Page> {
  const context = await browser.newContext(options.context);
  const page = await context.newPage();
  await signIn(page, user);
  if (options.language) await context.addCookies([{ name: "NEXT_LOCALE", value: options.language, url: new URL(page.url()).origin }]);
  return page;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

export const bearer = (apiKey: string) => ({ Authorization: `Bearer ${apiKey}` });

/** The newest message the server's SMTP sink received for `to` (matching `subject`), waiting for it to arrive. */
export async function readMail(seed: Seed, to: string, subject?: RegExp, timeoutMs = 15_000): Promise<ReceivedMail & { link: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = fs
      .readdirSync(seed.mailDir)
      .sort()
      .reverse()
      .map((name) => parseMail(fs.readFileSync(path.join(seed.mailDir, name), "utf8")));
    const found = messages.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
    if (found?.link) return found as ReceivedMail & { link: string };
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Creates an organization as `user`'s console session, the only caller that may: a key speaks for the one
 * organization it was issued in, so POST /api/core/organizations answers it 403 SESSION_REQUIRED. The sign-in is
 * next-auth's credentials flow (with its CSRF cookie) in a request context of its own, so `request`'s stays as it was.
 */
export async function createOrganizationAs(
  request: APIRequestContext,
  user: { email: string; password: string },
  data: { name: string; parentOrganizationId?: string },
): Promise<{ _id: string; name: string; depth: number; parentOrganizationId?: string }> {
  const origin = new URL((await request.get("/api/auth/csrf")).url()).origin;
  const browser = await apiRequest.newContext({ baseURL: origin });
  try {
    const { csrfToken } = await (await browser.get("/api/auth/csrf")).json();
    const signedIn = await browser.post("/api/auth/callback/credentials", {
      form: { email: user.email, password: user.password, csrfToken, json: "true" },
    });
    expect(signedIn.ok()).toBe(true);
    const created = await browser.post("/api/core/organizations", { headers: { origin }, data });
    expect(created.status(), await created.text()).toBe(200);
    return await created.json();
  } finally {
    await browser.dispose();
  }
}

/**
 * A fresh account and organization through the real sign-up: the confirmation link is read from the e-mail and
 * opened with the password chosen at sign-up.
 */
export async function signUpVerified(request: APIRequestContext, seed: Seed, name: string, password: string) {
  const email = uniqueEmail(name);
  const res = await request.post("/api/auth/sign-up", {
    // The time zone the console's sign-up form sends: the browser's (Playwright's is Asia/Seoul).
    data: { email, password, fullName: `${name} Owner`, organizationName: `${name} Studio`, timeZone: "Asia/Seoul" },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ verificationRequired: true });
  const mail = await readMail(seed, email, /Confirm your e-mail/);
  const token = new URL(mail.link).searchParams.get("token");
  const verified = await request.post("/api/auth/verify-email", { data: { token, password } });
  expect(verified.status()).toBe(200);
  const { organizationId } = await verified.json();
  return { email, password, organizationId: organizationId as string };
}

/**
 * The loopback image host scripts/e2e-server.mjs starts beside the server (at E2E_IMAGE_PORT, by default the server's
 * port + 1000; the app may fetch from it because the server sets FETCH_ALLOW_ADDRESSES): any `/<name>.png` answers a
 * real 1200x628 PNG.
 */
export function hostedImageUrl(name: string) {
  const port = Number(process.env.E2E_IMAGE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
  return `http://127.0.0.1:${port}/${name}.png`;
}

/** A hosted image creative's `image`, served by the loopback image host: its snapshot can be stored. */
export const hostedImage = (name: string) => ({ url: hostedImageUrl(name), width: 1200, height: 628, mime: "image/png" });

type CreativeAnswer = { assetId?: string; sourceUrl?: string; snapshotError?: unknown };

/**
 * Waits until every creative of the campaign has its stored asset: hosted images are copied in the background, and
 * a campaign or an ad is approved only once its hosted images are stored. The campaign is read with `headers` (an
 * owner's bearer key, or an origin header beside a page's session). Fails at once on a recorded snapshot error.
 */
export async function waitForSnapshots(
  request: APIRequestContext,
  organizationId: string,
  campaignId: string,
  headers: Record<string, string> = {},
) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/core/organization/${organizationId}/campaign/${campaignId}`, { headers });
        expect(res.status()).toBe(200);
        const campaign = (await res.json()) as { ads: { creatives: CreativeAnswer[] }[] };
        const creatives = campaign.ads.flatMap((ad) => ad.creatives);
        const failed = creatives.find((creative) => creative.snapshotError);
        if (failed) throw new Error(`a hosted image could not be stored: ${JSON.stringify(failed)}`);
        return creatives.filter((creative) => !creative.assetId).length;
      },
      { timeout: 20_000, message: `hosted images of campaign ${campaignId} stored` },
    )
    .toBe(0);
}

/** A regular campaign with one ad ("<Word> banner", its image hosted as `word`), started a week ago, as the console's campaign form sends it. */
export const regularCampaignBody = (name: string, word: string) => ({
  name,
  startAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
  cur: "CURRENCY_KRW",
  budget: 500_000,
  targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
  btags: [],
  ads: [
    {
      name: `${word[0].toUpperCase()}${word.slice(1)} banner`,
      categories: ["puzzle"],
      cpm: 3000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [{ image: hostedImage(word) }],
      destinationUrl: `https://play.google.com/store/apps/details?id=com.e2e.${word}`,
    },
  ],
});

/**
 * A regular campaign (regularCampaignBody), created by the owner and approved by the
 * reviewer through the API once its image is stored.
 */
export async function activeCampaign(request: APIRequestContext, owner: SeedUser, reviewer: SeedUser, name: string, word: string) {
  const created = await request.post(`/api/core/organization/${owner.organizationId}/campaign`, {
    headers: bearer(owner.apiKey),
    data: regularCampaignBody(name, word),
  });
  expect(created.status()).toBe(200);
  const campaign = (await created.json()) as { _id: string; ads: { _id: string }[] };
  await waitForSnapshots(request, owner.organizationId, campaign._id, bearer(owner.apiKey));
  const approved = await request.post(`/api/core/organization/${owner.organizationId}/campaign/${campaign._id}/status`, {
    headers: bearer(reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.status()).toBe(200);
  return campaign;
}

/**
 * Slows every script chunk the page loads from now on, as a phone's network would: a part loaded on demand (a bulk
 * bar on the first tick) must not hold back what the click already changed.
 */
export async function slowLazyChunks(page: Page, delayMs = 1_500) {
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
