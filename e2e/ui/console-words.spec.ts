import { bearer, createOrganizationAs, expect, signIn, test } from "@/e2e/fixtures";

test("in Korean, a form's validation message is Korean", async ({ page, seed, baseURL }) => {
  await signIn(page, seed.owner);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "ko", url: baseURL! }]);
  await page.goto("/organizations");
  await expect(page.getByRole("heading", { name: "조직 만들기" })).toBeVisible();
  await page.getByRole("button", { name: "만들기", exact: true }).click();
  await expect(page.getByText("비워 둘 수 없습니다.")).toBeVisible();
  await expect(page.getByText("must not be empty")).toHaveCount(0);
});

test("the balance history filter lives in the URL: a reload keeps it and the back button restores the one before", async ({
  page,
  request,
  seed,
}) => {
  const organizationId = (await createOrganizationAs(request, seed.owner, { name: "URL Filters" }))._id;
  for (const data of [
    { type: "CHARGE_TYPE_PAID", amount: 1000, description: "paid one" },
    { type: "CHARGE_TYPE_PAID", amount: 1000, description: "paid two" },
    { type: "CHARGE_TYPE_USAGE", amount: 100, description: "usage one" },
  ]) {
    expect(
      (
        await request.post(`/api/core/organization/${organizationId}/balance/charge`, { headers: bearer(seed.reviewer.apiKey), data })
      ).status(),
    ).toBe(200);
  }

  await signIn(page, seed.owner);
  await page.goto(`/organizations/${organizationId}/balance`);
  const rows = page.getByTestId("history-rows").getByRole("row");
  const type = page.getByLabel("Type", { exact: true });
  await expect(rows).toHaveCount(3);

  await type.selectOption("CHARGE_TYPE_USAGE");
  await expect(page).toHaveURL(/[?&]type=CHARGE_TYPE_USAGE/);
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(type).toHaveValue("CHARGE_TYPE_USAGE");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("usage one");

  await type.selectOption("CHARGE_TYPE_PAID");
  await expect(rows).toHaveCount(2);
  await page.goBack();
  await expect(type).toHaveValue("CHARGE_TYPE_USAGE");
  await expect(rows).toHaveCount(1);
  await page.goBack();
  await expect(type).toHaveValue("");
  await expect(rows).toHaveCount(3);
});

test("an app gains a platform later, with its URL, and the new platform waits for its own review", async ({ page, request, seed }) => {
  const name = `Later ${Date.now().toString(36)}`;
  const app = await request.post(`/api/core/organization/${seed.owner.organizationId}/apps`, {
    headers: bearer(seed.owner.apiKey),
    data: { name, platform: ["APP_PLATFORM_ANDROID"] },
  });
  expect(app.status()).toBe(200);
  const appId = (await app.json())._id;

  await signIn(page, seed.owner);
  await page.goto(`/organizations/${seed.owner.organizationId}/apps/${appId}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.locator("[data-platform=APP_PLATFORM_H5]")).toHaveCount(0);

  await page.getByRole("checkbox", { name: "H5", exact: true }).check();
  await page.getByLabel("H5 review URL").fill("https://h5.example.com/later");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("App saved.")).toBeVisible();
  const h5 = page.locator("[data-platform=APP_PLATFORM_H5]");
  await expect(h5).toContainText("Not submitted");
  await expect(h5.getByRole("link", { name: "https://h5.example.com/later" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "H5", exact: true })).toHaveCount(0);
});
