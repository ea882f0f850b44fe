// /docs/api: one page per operation with a sidebar of all of them, light enough for a phone, in English and
// Korean, with a panel that calls the API with the signed-in session.
import { expect, signIn, test } from "@/e2e/fixtures";

type Document = { paths: Record<string, Record<string, { operationId: string }>> };

// Every page carries the sidebar of all operations (more than 100 since report schedules and exports came) and its
// operation's schemas; the heaviest, createCrossPromotion, measured 140.6 KB in English once the reference's provider
// carried only its own messages (220.3 KB when the root layout handed every page the whole console's), and 157.4 KB
// once creatives answered their thumbnail and the sidebar gained the report operations. Attribution and billing
// added some forty operations to the sidebar: createCampaign measured 168.0 KB (the error reasons, 45 KB, moved from
// the index to a page of their own then). Bids, goals and the goal's status on every campaign answer took
// createCampaign to 188.0 KB and createCrossPromotion to 187.2 KB; frequency caps and the schedule (campaign and ad,
// in the request and the answer) to 205.4 KB.
const MAX_PAGE_BYTES = 215_000;

test("every docs page is under 215 KB of HTML and shows its operation, in English and Korean", async ({ playwright, baseURL, request }) => {
  // Over two hundred pages rendered one after another: on a busy machine, beside the other worker's journeys, more
  // than a minute.
  test.setTimeout(180_000);
  const document: Document = await (await request.get("/api/core/openapi.json")).json();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.values(methods).map((op) => ({ path, id: op.operationId })),
  );
  expect(operations.length).toBeGreaterThan(50);
  for (const locale of ["en", "ko"]) {
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `NEXT_LOCALE=${locale}` } });
    const index = await client.get("/docs/api");
    const indexHtml = await index.text();
    expect(index.status()).toBe(200);
    expect(Buffer.byteLength(indexHtml), `/docs/api (${locale})`).toBeLessThan(MAX_PAGE_BYTES);
    for (const { path, id } of operations) {
      expect(indexHtml, `index links ${id}`).toContain(`href="/docs/api/${id}"`);
      const res = await client.get(`/docs/api/${id}`);
      expect(res.status(), id).toBe(200);
      const html = await res.text();
      expect(Buffer.byteLength(html), `/docs/api/${id} (${locale})`).toBeLessThan(MAX_PAGE_BYTES);
      expect(html, id).toContain(path);
    }
    const reasons = await client.get("/docs/api/reasons");
    expect(reasons.status()).toBe(200);
    expect(Buffer.byteLength(await reasons.text()), `/docs/api/reasons (${locale})`).toBeLessThan(MAX_PAGE_BYTES);
    expect((await client.get("/docs/api/noSuchOperation")).status()).toBe(404);
    await client.dispose();
  }
});

test("at 390 px the reference fits the screen, its operations sit behind a menu button, and text has no raw backticks", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/docs/api/createCampaign");
  await expect(page.getByRole("heading", { level: 1, name: "Create campaign" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Nested schemas (ads[].creatives[].image) are indented lists, not tables cut off at the right.
  await expect(page.locator("main table")).toHaveCount(0);
  expect(await page.locator("main").innerText()).not.toContain("`");

  const menu = page.getByRole("button", { name: "All operations" });
  await expect(page.getByRole("link", { name: /List roles/ })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: /List roles/ }).click();
  await expect(page).toHaveURL(/\/docs\/api\/listRoles$/);
  await expect(page.getByRole("heading", { level: 1, name: "List roles" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the reference speaks Korean: chrome, areas and reason texts", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "NEXT_LOCALE", value: "ko", url: baseURL! }]);
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1, name: "API 레퍼런스" })).toBeVisible();
  await expect(page.getByText("역할 및 권한").first()).toBeVisible();
  // The error reasons have a page of their own, which every operation's reasons link to.
  await page.getByRole("link", { name: "오류 사유" }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/reasons$/);
  await expect(page.getByRole("heading", { level: 1, name: "오류 사유" })).toBeVisible();
  await expect(page.locator("#reason-VALIDATION_FAILED")).toContainText("올바르지 않은 항목이 있습니다.");
  await page.goto("/docs/api/getOrganization");
  await expect(page.getByRole("heading", { name: "매개변수" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "직접 호출해 보기" })).toBeVisible();
});

test("try it: a signed-in person calls the API from the reference with the session and sees status, headers and body", async ({
  page,
  seed,
}) => {
  await signIn(page, seed.owner);
  await page.goto("/docs/api/getOrganization");
  await page.getByLabel("organizationId", { exact: true }).fill(seed.owner.organizationId);
  await page.getByRole("button", { name: /Send request/ }).click();
  await expect(page.getByText("Status: 200")).toBeVisible();
  await expect(page.getByText("content-type", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Response body", { exact: true })).toContainText(seed.owner.organizationId);

  // A JSON body is editable and sent as written; the server's error object comes back as it is.
  await page.goto("/docs/api/updateOrganization");
  await page.getByLabel("organizationId", { exact: true }).fill(seed.owner.organizationId);
  await page.getByLabel("JSON body", { exact: true }).fill('{"name":""}');
  await page.getByRole("button", { name: /Send request/ }).click();
  await expect(page.getByText("Status: 400")).toBeVisible();
  await expect(page.getByLabel("Response body", { exact: true })).toContainText("VALIDATION_FAILED");
});

test("signing out stays on the origin the console was opened on", async ({ page, seed, baseURL }) => {
  // The server's NEXTAUTH_URL is its own address (127.0.0.1); open the console as localhost instead.
  const other = baseURL!.replace("127.0.0.1", "localhost");
  // Tall enough that the sidebar's foot (where Sign out is) is on screen.
  await page.setViewportSize({ width: 1440, height: 1200 });
  await page.goto(`${other}/sign-in`);
  await page.getByLabel("E-mail").fill(seed.owner.email);
  await page.getByLabel("Password").fill(seed.owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/organizations/);
  await page.goto(`${other}/organizations/${seed.owner.organizationId}/dashboard`);
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await page.waitForURL(/\/sign-in/);
  expect(new URL(page.url()).origin).toBe(new URL(other).origin);
});
