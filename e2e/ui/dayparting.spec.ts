import type { Browser, Page } from "@playwright/test";
import { activeCampaign, bearer, expect, signIn, test, type SeedUser, signedInPage } from "@/e2e/fixtures";

// Issue 45, items 6 and 7: a frequency cap and a dayparting schedule set on a running campaign in the console. The
// owner edits it, caps it at 2 impressions per user per hour, keeps it to three hours of one day (dragged across the
// week's grid) and one more picked by keyboard, saves, and sees both on the campaign page; outside those hours the
// serving panel says until when, in the organization's time zone.

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
// Screenshots of the grid, outside the repository (none in CI: DAYPARTING_SHOTS unset).
const SHOTS = process.env.DAYPARTING_SHOTS;

/** A day three days from today in UTC: never today on any organization's clock (zones are at most a day apart). */
const otherDay = () => (((new Date().getUTCDay() + 6) % 7) + 3) % 7;

async function topUp(request: Parameters<typeof activeCampaign>[0], owner: SeedUser, reviewer: SeedUser) {
  const org = owner.organizationId;
  const made = await (
    await request.post(`/api/core/organization/${org}/balance/top-ups`, { headers: bearer(owner.apiKey), data: { amount: 1_000_000 } })
  ).json();
  const confirmed = await request.post(`/api/core/organization/${org}/balance/top-ups/${made._id}/confirm`, {
    headers: bearer(reviewer.apiKey),
  });
  expect(confirmed.status()).toBe(200);
}

async function openEdit(page: Page, org: string, campaignId: string, edit = "Edit") {
  await page.goto(`/organizations/${org}/campaigns/${campaignId}`);
  const fields = page.getByTestId("delivery-limit-fields");
  // A click before the page is interactive opens nothing: again until the form is there.
  await expect(async () => {
    if (!(await fields.isVisible())) await page.getByRole("button", { name: edit, exact: true }).click({ timeout: 2_000 });
    await expect(fields).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return fields;
}

test("a frequency cap and a schedule set on the week's grid: saved, shown on the campaign page, and the serving panel says when it serves next", async ({
  page,
  request,
  seed,
}) => {
  test.setTimeout(180_000);
  const { owner, reviewer } = seed;
  const org = owner.organizationId;
  const suffix = Date.now().toString(36);
  await topUp(request, owner, reviewer);
  const campaign = await activeCampaign(request, owner, reviewer, `Daypart ${suffix}`, `daypart${suffix}`);

  await signIn(page, owner);
  const fields = await openEdit(page, org, campaign._id);
  await fields.getByRole("radio", { name: "At most" }).check();
  await fields.getByLabel("Impressions per user").fill("2");
  await fields.getByLabel("Per", { exact: true }).selectOption({ label: "hour" });

  await fields.getByRole("radio", { name: "Only at chosen hours" }).check();
  await fields.getByRole("button", { name: "Clear" }).click();
  await expect(fields).toContainText("No hour chosen");
  const day = DAYS[otherDay()];
  const cell = (hour: number) => fields.getByRole("button", { name: `${day} ${String(hour).padStart(2, "0")}:00`, exact: true });

  // A drag from 09:00 to 11:00 switches the three hours on. The pointer goes to each cell by hover, which scrolls it
  // into view and waits until it stands still: coordinates read beforehand would miss it if the page moved meanwhile
  // (a refetched card above it), and the press would land on whatever is there instead.
  await cell(9).hover();
  await page.mouse.down();
  await cell(10).hover();
  await cell(11).hover();
  await page.mouse.up();
  for (const hour of [9, 10, 11]) await expect(cell(hour)).toHaveAttribute("aria-pressed", "true");
  await expect(cell(12)).toHaveAttribute("aria-pressed", "false");
  // By keyboard: from 11:00, three steps right and Space switches 14:00 on.
  await cell(11).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(cell(14)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(cell(14)).toHaveAttribute("aria-pressed", "true");
  await expect(fields).toContainText("4 hours a week");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  const card = page.getByTestId("delivery-limits-card");
  await expect(card.getByTestId("frequency-cap")).toHaveText("At most 2 impressions per user per hour");
  const selected = card.getByTestId("schedule").locator('[role="gridcell"][aria-selected="true"]');
  await expect(selected).toHaveCount(4);

  // What the API stored, and the reason the panel shows in words: until the next scheduled hour, in the schedule's zone.
  const read = await request.get(`/api/core/organization/${org}/campaign/${campaign._id}`, { headers: bearer(owner.apiKey) });
  const stored = (await read.json()) as {
    frequencyCap: unknown;
    schedule: { timeZone: string; hours: number[][] };
    serving: { reasons: { reason: string; until?: string }[] };
  };
  expect(stored.frequencyCap).toEqual({ impressions: 2, per: "HOUR" });
  expect(stored.schedule.hours[otherDay()]).toEqual([9, 10, 11, 14]);
  const outside = stored.serving.reasons.find((reason) => reason.reason === "OUTSIDE_SCHEDULE");
  expect(outside?.until).toBeTruthy();
  const when = new Intl.DateTimeFormat("en", {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: stored.schedule.timeZone,
  }).format(new Date(outside!.until!));
  expect(when).toBe(`${day.slice(0, 3)} 09:00`);
  await expect(page.getByTestId("serving-panel").locator('[data-reason="OUTSIDE_SCHEDULE"]')).toContainText(
    `Outside its schedule until ${when}`,
  );

  // Every hour again, and no cap: the card says so.
  const again = await openEdit(page, org, campaign._id);
  await again.getByRole("radio", { name: "No cap" }).check();
  await again.getByRole("radio", { name: "Every hour" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(card.getByTestId("frequency-cap")).toHaveText("No cap");
  await expect(card.getByTestId("schedule")).toHaveText("Every hour");
  await expect(page.getByTestId("serving-panel").locator('[data-reason="OUTSIDE_SCHEDULE"]')).toHaveCount(0);
});

const as = (browser: Browser, user: SeedUser, locale: "en" | "ko", width: number) =>
  signedInPage(browser, user, {
    context: { viewport: { width, height: 900 }, locale: "en-US", timezoneId: "Asia/Seoul" },
    language: locale,
  });

test("screenshots: the dayparting grid in the form and on the campaign page, English and Korean, 1440 and 390 px", async ({
  browser,
  request,
  seed,
}) => {
  test.skip(!SHOTS, "DAYPARTING_SHOTS names the folder");
  test.setTimeout(180_000);
  const { owner, reviewer } = seed;
  const org = owner.organizationId;
  const suffix = Date.now().toString(36);
  await topUp(request, owner, reviewer);
  const campaign = await activeCampaign(request, owner, reviewer, `Daypart shots ${suffix}`, `dayshot${suffix}`);
  const daytime = Array.from({ length: 24 }, (_, hour) => hour).filter((hour) => hour >= 9 && hour < 19);
  const patched = await request.patch(`/api/core/organization/${org}/campaign/${campaign._id}`, {
    headers: bearer(owner.apiKey),
    data: {
      frequencyCap: { impressions: 3, per: "DAY" },
      // none of today's hours on any clock: the serving panel says until when
      schedule: { hours: Array.from({ length: 7 }, (_, day) => ([0, 1, 6].includes((day - otherDay() + 3 + 7) % 7) ? [] : daytime)) },
    },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  for (const locale of ["en", "ko"] as const) {
    for (const width of [1440, 390]) {
      const page = await as(browser, owner, locale, width);
      await page.goto(`/organizations/${org}/campaigns/${campaign._id}`);
      const card = page.getByTestId("delivery-limits-card");
      await expect(card).toBeVisible();
      await card.screenshot({ path: `${SHOTS}/limits-card-${locale}-${width}.png` });
      await page.getByTestId("serving-panel").screenshot({ path: `${SHOTS}/serving-panel-${locale}-${width}.png` });
      const fields = await openEdit(page, org, campaign._id, locale === "en" ? "Edit" : "수정");
      await fields.screenshot({ path: `${SHOTS}/limits-form-${locale}-${width}.png` });
      await page.context().close();
    }
  }
});
