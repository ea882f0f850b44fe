import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import enMembers from "@/lib/i18n/messages/en/members.json";
import enShell from "@/lib/i18n/messages/en/shell.json";
import koMembers from "@/lib/i18n/messages/ko/members.json";
import koShell from "@/lib/i18n/messages/ko/shell.json";
import { expect, signIn, test, type Seed, type SeedUser } from "@/e2e/fixtures";
import { makeConsoleWorld, type ConsoleWorld } from "./console-world";

// WCAG 2.0 and 2.1, levels A and AA: what axe-core can check by itself.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const TEXT = { en: { members: enMembers, shell: enShell }, ko: { members: koMembers, shell: koShell } } as const;
type Locale = keyof typeof TEXT;

/** `skip`: a selector of parts another visit of the same scan covers already. */
type PageVisit = { as: "owner" | "reviewer"; url: (w: ConsoleWorld, seed: Seed) => string; skip?: string };
const org = (w: ConsoleWorld) => `/organizations/${w.organizationId}`;

/** Every page of the console, by its route (app/(console)/…/page.tsx), and how this journey opens it. */
const CONSOLE_PAGES: Record<string, PageVisit> = {
  "/organizations": { as: "owner", url: () => "/organizations" },
  "/profile": { as: "owner", url: () => "/profile" },
  "/notifications": { as: "owner", url: () => "/notifications" },
  "/organizations/[organizationId]": { as: "owner", url: (w) => org(w) },
  "/organizations/[organizationId]/[...rest]": { as: "owner", url: (w) => `${org(w)}/no-such-page` },
  "/organizations/[organizationId]/dashboard": { as: "owner", url: (w) => `${org(w)}/dashboard` },
  "/organizations/[organizationId]/reports": { as: "owner", url: (w) => `${org(w)}/reports` },
  "/organizations/[organizationId]/campaigns": { as: "owner", url: (w) => `${org(w)}/campaigns` },
  "/organizations/[organizationId]/campaigns/new": { as: "owner", url: (w) => `${org(w)}/campaigns/new` },
  "/organizations/[organizationId]/campaigns/[campaignId]": { as: "owner", url: (w) => `${org(w)}/campaigns/${w.campaignId}` },
  "/organizations/[organizationId]/cross-promotions": { as: "owner", url: (w) => `${org(w)}/cross-promotions` },
  "/organizations/[organizationId]/cross-promotions/new": { as: "owner", url: (w) => `${org(w)}/cross-promotions/new` },
  "/organizations/[organizationId]/cross-promotions/[campaignId]": {
    as: "owner",
    url: (w) => `${org(w)}/cross-promotions/${w.crossPromotionCampaignId}`,
  },
  "/organizations/[organizationId]/apps": { as: "owner", url: (w) => `${org(w)}/apps` },
  "/organizations/[organizationId]/apps/new": { as: "owner", url: (w) => `${org(w)}/apps/new` },
  "/organizations/[organizationId]/apps/[appId]": { as: "owner", url: (w) => `${org(w)}/apps/${w.appId}` },
  "/organizations/[organizationId]/assets": { as: "owner", url: (w) => `${org(w)}/assets` },
  "/organizations/[organizationId]/balance": { as: "owner", url: (w) => `${org(w)}/balance` },
  "/organizations/[organizationId]/settlement": { as: "owner", url: (w) => `${org(w)}/settlement` },
  "/organizations/[organizationId]/members": { as: "owner", url: (w) => `${org(w)}/members` },
  "/organizations/[organizationId]/members/[userId]/api-key": { as: "owner", url: (w) => `${org(w)}/members/${w.memberId}/api-key` },
  "/organizations/[organizationId]/api-key": { as: "owner", url: (w) => `${org(w)}/api-key` },
  "/organizations/[organizationId]/roles": { as: "owner", url: (w) => `${org(w)}/roles` },
  "/organizations/[organizationId]/roles/new": { as: "owner", url: (w) => `${org(w)}/roles/new` },
  "/organizations/[organizationId]/roles/[roleId]": { as: "owner", url: (w) => `${org(w)}/roles/${w.roleId}` },
  "/organizations/[organizationId]/permissions": { as: "owner", url: (w) => `${org(w)}/permissions` },
  "/organizations/[organizationId]/settings": { as: "owner", url: (w) => `${org(w)}/settings` },
  "/organizations/[organizationId]/audit": { as: "owner", url: (w) => `${org(w)}/audit` },
  "/organizations/[organizationId]/webhooks": { as: "owner", url: (w) => `${org(w)}/webhooks` },
  "/organizations/[organizationId]/webhooks/[webhookId]": { as: "owner", url: (w) => `${org(w)}/webhooks/${w.webhookId}` },
  "/organizations/[organizationId]/service-accounts": { as: "owner", url: (w) => `${org(w)}/service-accounts` },
  // The fixture reviewer is not the instance's administrator: the page says who may see it.
  "/organizations/[organizationId]/instance": { as: "reviewer", url: (w) => `${org(w)}/instance` },
  "/organizations/[organizationId]/review": { as: "reviewer", url: (w) => `${org(w)}/review` },
  "/organizations/[organizationId]/review/campaigns": { as: "reviewer", url: (w) => `${org(w)}/review/campaigns` },
  "/organizations/[organizationId]/review/ads": { as: "reviewer", url: (w) => `${org(w)}/review/ads` },
  "/organizations/[organizationId]/review/top-ups": { as: "reviewer", url: (w) => `${org(w)}/review/top-ups` },
  "/organizations/[organizationId]/review/charges": { as: "reviewer", url: (w) => `${org(w)}/review/charges` },
  "/organizations/[organizationId]/review/billing": { as: "reviewer", url: (w) => `${org(w)}/review/billing` },
  "/organizations/[organizationId]/review/integration-keys": { as: "reviewer", url: (w) => `${org(w)}/review/integration-keys` },
};
const API_REFERENCE_NAV = ".docs-nav a:not([aria-current])";
// The campaign's Performance tab, and outside the console: the API reference and an address the app has no page for.
const OTHER_PAGES: PageVisit[] = [
  // The campaign page's Performance tab, a range of one's own compared with the period before.
  { as: "owner", url: (w) => `${org(w)}/campaigns/${w.campaignId}?tab=performance&from=2026-11-01&to=2026-11-07&compare=1` },
  { as: "owner", url: () => "/docs/api" },
  // The reference's list of all operations is the same on every page of it, scanned whole on /docs/api (a third of
  // each scan's time here); only its link to the page itself (marked current) looks different.
  { as: "owner", url: () => "/docs/api/createCampaign", skip: API_REFERENCE_NAV },
  { as: "owner", url: () => "/docs/api/reasons", skip: API_REFERENCE_NAV },
  { as: "owner", url: () => "/no-such-page" },
];

/** Every page of app/(auth), opened signed out; an unknown token is refused in words on the page. */
const SIGNED_OUT_PAGES: Record<string, string> = {
  "/sign-in": "/sign-in",
  "/sign-up": "/sign-up",
  "/forgot-password": "/forgot-password",
  "/reset-password": "/reset-password?token=unknown",
  "/verify-email": "/verify-email?token=unknown",
  "/invitations/[token]": "/invitations/unknown",
  "/setup": "/setup?token=unknown",
};

/** The routes of app/(console) (or `dir`), as written in CONSOLE_PAGES. */
function consoleRoutes(dir = path.join(process.cwd(), "app", "(console)"), route = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return consoleRoutes(path.join(dir, entry.name), `${route}/${entry.name}`);
    return entry.name === "page.tsx" ? [route || "/"] : [];
  });
}

test("the accessibility journey visits every console page and every signed-out page", () => {
  expect(consoleRoutes().sort()).toEqual(Object.keys(CONSOLE_PAGES).sort());
  expect(consoleRoutes(path.join(process.cwd(), "app", "(auth)")).sort()).toEqual(Object.keys(SIGNED_OUT_PAGES).sort());
});

// The scans are independent of each other (each signs in and makes its own world in its worker's organization), and
// together they are the longest journey file: with E2E_WORKERS above 1 they spread over the workers, rather than one
// worker running all of them one after another (with one worker, as in CI, they run in order; sharding keeps the
// file in one part).
test.describe.configure({ mode: "parallel" });

let world: Promise<ConsoleWorld> | undefined;

// Pages scanned side by side: axe's run and the page's queries overlap, and the journey keeps to a few minutes.
const TABS = 3;
const SETTLE_SECONDS = 30;

async function signedIn(browser: Browser, user: SeedUser, locale: Locale, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: "en-US", timezoneId: "Asia/Seoul" });
  const page = await context.newPage();
  await signIn(page, user);
  // The language is chosen after signing in, as the switcher would: the sign-in form is filled by its English labels.
  const { origin } = new URL(page.url());
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: origin }]);
  return { first: page, context };
}

/**
 * Settled: the page's queries answered, nothing says "Loading…" any more, and its forms hydrated (a form is busy,
 * its fields disabled, until its code has loaded). Else a finding of its own.
 */
async function settle(page: Page, where: string) {
  const settled = await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: SETTLE_SECONDS * 1000 })
    .then(() => true)
    .catch(() => false);
  return settled ? [] : [`${where}: still loading after ${SETTLE_SECONDS} s`];
}

/**
 * Every error the page logs or throws is a finding: a hydration mismatch (server and browser rendering different
 * text), a refused script, an uncaught exception. Not findings: a failed request (the 404 page is visited on
 * purpose), and a creative hosted on another origin, which the page's img-src refuses (the console says "No
 * preview" for it) until hosted creatives are stored as the organization's own files.
 */
const EXPECTED_ERRORS = [
  /^Failed to load resource/,
  /^Loading the image 'https?:\/\/[^']+' violates the following Content Security Policy directive: "img-src/,
];

function reportErrors(page: Page, found: string[]) {
  page.on("pageerror", (error) => found.push(`${page.url()}: uncaught ${error.message.split("\n")[0]}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !EXPECTED_ERRORS.some((expected) => expected.test(message.text()))) {
      found.push(`${page.url()}: console error ${message.text().split("\n")[0]}`);
    }
  });
  return page;
}

async function violations(page: Page, where: string, skip?: string) {
  const axe = new AxeBuilder({ page }).withTags(TAGS);
  const result = await (skip ? axe.exclude(skip) : axe).analyze();
  return result.violations.map(
    (v) =>
      `${where}: ${v.id} ×${v.nodes.length} (${v.help}) at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

for (const locale of ["en", "ko"] as const) {
  for (const size of WIDTHS) {
    test(`axe finds no WCAG A/AA violation and no console error on any console page: ${locale}, ${size.width} px, dialogs open`, async ({
      browser,
      request,
      seed,
    }) => {
      // The pages' markup does not depend on the database: unsharded runs on both targets share the scans, English
      // on the embedded database and Korean on PostgreSQL; a sharded run (E2E_SHARD, CI) scans both where this file runs.
      const onPostgres = !!process.env.DATABASE_URL;
      test.skip(
        !process.env.E2E_SHARD && onPostgres !== (locale === "ko"),
        `scanned in the ${onPostgres ? "embedded-database" : "PostgreSQL"} run`,
      );
      // Thirty pages, each scanned whole; a busy machine takes minutes.
      test.setTimeout(600_000);
      world ??= makeConsoleWorld(request, seed);
      const w = await world;
      const text = TEXT[locale];
      const users = {
        owner: await signedIn(browser, seed.owner, locale, size),
        reviewer: await signedIn(browser, seed.reviewer, locale, size),
      };
      const found: string[] = [];
      const queue = [...Object.values(CONSOLE_PAGES), ...OTHER_PAGES];
      const tabs = await Promise.all(
        Array.from({ length: TABS }, async () => ({
          owner: reportErrors(await users.owner.context.newPage(), found),
          reviewer: reportErrors(await users.reviewer.context.newPage(), found),
        })),
      );
      await Promise.all(
        tabs.map(async (tab) => {
          for (let visit = queue.shift(); visit; visit = queue.shift()) {
            const page = tab[visit.as];
            const url = visit.url(w, seed);
            await page.goto(url);
            found.push(...(await settle(page, url)), ...(await violations(page, url, visit.skip)));
          }
        }),
      );

      // The dialogs: each scanned while open.
      const owner = users.owner.first;
      const dialog = owner.getByRole("dialog");
      await owner.goto(`${org(w)}/members`);
      found.push(...(await settle(owner, owner.url())));
      await owner.getByRole("button", { name: text.members.invite, exact: true }).click();
      await expect(dialog).toBeVisible();
      found.push(...(await violations(owner, "invite member dialog")));
      await owner.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await owner.getByTestId(`member-${w.memberEmail}`).getByRole("button", { name: text.members.actions.remove }).click();
      await expect(dialog).toBeVisible();
      found.push(...(await violations(owner, "remove member confirmation")));
      await owner.keyboard.press("Escape");

      await owner.goto(`${org(w)}/members/${w.memberId}/api-key`);
      found.push(...(await settle(owner, owner.url())));
      await owner.getByRole("button", { name: new RegExp(`^(${text.members.key.rotate}|${text.members.key.issue})$`) }).click();
      await expect(dialog).toBeVisible();
      found.push(...(await violations(owner, "rotate key confirmation")));
      await dialog.getByRole("button", { name: new RegExp(`^(${text.members.key.rotate}|${text.members.key.issue})$`) }).click();
      await expect(owner.getByRole("dialog", { name: text.members.key.revealTitle })).toBeVisible();
      found.push(...(await violations(owner, "reveal key dialog")));
      await owner.getByRole("button", { name: text.members.key.stored }).click();

      if (size.name === "phone") {
        await owner.goto(`${org(w)}/balance`);
        found.push(...(await settle(owner, owner.url())));
        await owner.getByRole("button", { name: text.shell.menu, exact: true }).click();
        await expect(owner.getByRole("dialog", { name: text.shell.navigation })).toBeVisible();
        found.push(...(await violations(owner, "navigation drawer")));
      }
      expect(found).toEqual([]);
    });
  }

  test(`axe finds no WCAG A/AA violation and no console error on any signed-out page: ${locale}`, async ({ browser }) => {
    const onPostgres = !!process.env.DATABASE_URL;
    test.skip(
      !process.env.E2E_SHARD && onPostgres !== (locale === "ko"),
      `scanned in the ${onPostgres ? "embedded-database" : "PostgreSQL"} run`,
    );
    // Twelve full scans, beside the other worker's journey: over a minute on a busy machine.
    test.setTimeout(180_000);
    const found: string[] = [];
    for (const size of WIDTHS) {
      const context = await browser.newContext({ viewport: size, locale: locale === "ko" ? "ko-KR" : "en-US", timezoneId: "Asia/Seoul" });
      const page = reportErrors(await context.newPage(), found);
      for (const url of Object.values(SIGNED_OUT_PAGES)) {
        await page.goto(url);
        found.push(...(await settle(page, url)), ...(await violations(page, `${url} at ${size.width} px`)));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
