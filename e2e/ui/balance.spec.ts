import fs from "node:fs";
import type { Page } from "@playwright/test";
import { bearer, createOrganizationAs, expect, signIn, test } from "@/e2e/fixtures";

const won = (text: string | null) => Number((text ?? "").replace(/[^\d-]/g, ""));
// The calendar day in Seoul (the console's and the browser's time zone) at the moment it is called.
const seoulDate = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());
const krw = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(n);
/** Submits the charge form and confirms it in the dialog, which names the amount. */
async function recordCharge(page: Page, amount: number) {
  await page.getByRole("button", { name: "Record charge" }).click();
  await page
    .getByRole("dialog", { name: "Record this charge?" })
    .getByRole("button", { name: `Record ${krw(amount)}` })
    .click();
}

test("a reviewer records a charge and sees the balance, the charts and the history change", async ({ page, seed }) => {
  await signIn(page, seed.reviewer);
  await page.goto(`/organizations/${seed.reviewer.organizationId}/balance`);
  await expect(page.getByRole("heading", { name: "Balance", exact: true })).toBeVisible();
  await expect(page.getByTestId("current-balance")).not.toHaveText("—");
  const before = won(await page.getByTestId("current-balance").textContent());
  const note = `E2E top-up ${Date.now().toString(36)}`;

  await page.getByLabel("Type", { exact: true }).last().selectOption("CHARGE_TYPE_PAID");
  await page.getByLabel("Amount (KRW)", { exact: true }).fill("125000");
  await page.getByLabel("Description").fill(note);
  const charged = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith("/balance/charge"));
  await recordCharge(page, 125000);
  // The charge form sends an Idempotency-Key: a retry after a lost answer is not charged twice.
  expect((await charged).headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

  const after = before + 125000;
  await expect(page.getByText(`Recorded Paid top-up of ₩125,000. The balance is now ${krw(after)}.`)).toBeVisible();
  await expect(page.getByTestId("current-balance")).toHaveText(krw(after));
  const firstRow = page.getByTestId("history-rows").getByRole("row").first();
  await expect(firstRow).toContainText(note);
  await expect(firstRow).toContainText("+₩125,000");
  await expect(firstRow).toContainText(krw(after));
  // Both charts are drawn by recharts and now end at the new balance.
  await expect(page.getByTestId("balance-chart").locator("svg.recharts-surface")).toBeVisible();
  await expect(page.getByTestId("balance-chart-summary")).toContainText(`to ${krw(after)}`);
  await expect(page.getByTestId("type-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByTestId("type-chart-summary")).toContainText("Paid top-up");

  // Usage beyond the balance is refused on the amount field, and nothing changes.
  await page.getByLabel("Type", { exact: true }).last().selectOption("CHARGE_TYPE_USAGE");
  await page.getByLabel("Amount (KRW)", { exact: true }).fill(String(after + 1));
  await recordCharge(page, after + 1);
  await expect(page.getByText("The balance is too low for this charge.")).toBeVisible();
  await expect(page.getByTestId("current-balance")).toHaveText(krw(after));

  await page.getByLabel("Amount (KRW)", { exact: true }).fill("25000");
  await page.getByLabel("Description").fill(`${note} spend`);
  await recordCharge(page, 25000);
  await expect(page.getByTestId("current-balance")).toHaveText(krw(after - 25000));
  await expect(page.getByTestId("history-rows").getByRole("row").first()).toContainText("-₩25,000");
  await expect(page.getByTestId("balance-chart-summary")).toContainText(`to ${krw(after - 25000)}`);
});

test("an owner pages, filters and exports the history, and cannot record charges", async ({ page, request, seed }) => {
  // Taken before the charges exist, so a filter from this day to the day it is applied holds all of them even if
  // Seoul's midnight passes while the test runs.
  const firstDay = seoulDate();
  const organizationId = (await createOrganizationAs(request, seed.owner, { name: "Balance Journey" }))._id;
  // 30 charges by the reviewer: 20 top-ups of 1,000 and 10 usages of 100.
  for (let i = 0; i < 30; i++) {
    const data =
      i % 3 === 2
        ? { type: "CHARGE_TYPE_USAGE", amount: 100, description: `usage ${i}` }
        : { type: "CHARGE_TYPE_PAID", amount: 1000, description: `top-up ${i}, "quoted"` };
    expect(
      (
        await request.post(`/api/core/organization/${organizationId}/balance/charge`, { headers: bearer(seed.reviewer.apiKey), data })
      ).status(),
    ).toBe(200);
  }

  await signIn(page, seed.owner);
  await page.goto(`/organizations/${organizationId}/balance`);
  await expect(page.getByTestId("current-balance")).toHaveText("₩19,000");
  await expect(page.getByRole("heading", { name: "Record a charge" })).toHaveCount(0);

  const rows = page.getByTestId("history-rows").getByRole("row");
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText("usage 29");
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Page 2")).toBeVisible();
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText("top-up 0");
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(rows).toHaveCount(25);

  await page.getByLabel("Type", { exact: true }).selectOption("CHARGE_TYPE_USAGE");
  await expect(rows).toHaveCount(10);
  await expect(page.getByText("Page 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();

  // An end date before the start date is flagged and left out of the filter.
  await page.getByLabel("From", { exact: true }).fill(firstDay);
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await expect(page.getByText("Must be on or after the start date.")).toBeVisible();
  await expect(rows).toHaveCount(10);
  await page.getByLabel("To", { exact: true }).fill(seoulDate());
  await expect(rows).toHaveCount(10);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Date (Asia/Seoul),Type,Amount (KRW),Balance after (KRW),Description,Charge ID");
  expect(lines).toHaveLength(11);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Usage,-100,19000,usage 29,[0-9a-f]{24}$/);

  // Every page of the filter, not just the one on screen; quotes doubled inside quoted fields.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await page.getByLabel("Rows per page").selectOption("25");
  await expect(rows).toHaveCount(25);
  const [all] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  const allLines = fs
    .readFileSync(await all.path(), "utf8")
    .slice(1)
    .trimEnd()
    .split("\r\n");
  expect(allLines).toHaveLength(31);
  expect(allLines[30]).toContain(',"top-up 0, ""quoted""",');
});
