import { bearer, expect, signIn, test } from "@/e2e/fixtures";

// The finance manager's month end: a top-up's receipt, a tax invoice the platform issues through the national tax
// service's bulk upload, and unused balance back to the settlement account.

const DETAILS = {
  "Registered name": "주식회사 픽셀포지",
  "Business registration number": "220-81-62517",
  Representative: "김하늘",
  "Business type": "정보통신업",
  "Business item": "모바일 게임 개발",
  Address: "서울특별시 강남구 테헤란로 1",
  "Tax invoice e-mail": "finance@pixelforge.test",
};

test("top up → receipt PDF → tax invoice exported and recorded → the advertiser sees its approval number; a refund through to the ledger", async ({
  browser,
  page,
  request,
  seed,
}) => {
  const { owner, reviewer } = seed;
  const organizationId = owner.organizationId;
  const org = `/api/core/organization/${organizationId}`;

  // Business details, in Settings: a wrong check digit is refused on the field, the right number saved.
  await signIn(page, owner);
  await page.goto(`/organizations/${organizationId}/settings`);
  await expect(page.getByRole("heading", { name: "Business details" })).toBeVisible();
  for (const [label, value] of Object.entries(DETAILS)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Business registration number", { exact: true }).fill("220-81-62518");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Business details" }) });
  await card.getByRole("button", { name: "Save business details" }).click();
  await expect(card.getByText("Has a wrong check digit: check the number.")).toBeVisible();
  await page.getByLabel("Business registration number", { exact: true }).fill(DETAILS["Business registration number"]);
  await card.getByRole("button", { name: "Save business details" }).click();
  await expect(card.getByText("Business details saved.")).toBeVisible();

  // A top-up asked for and confirmed by the reviewer once the transfer came.
  const topUp = await (await request.post(`${org}/balance/top-ups`, { headers: bearer(owner.apiKey), data: { amount: 550_000 } })).json();
  expect((await request.post(`${org}/balance/top-ups/${topUp._id}/confirm`, { headers: bearer(reviewer.apiKey) })).status()).toBe(200);

  // Its receipt on the balance page: 500,000 + 50,000, downloadable as a PDF.
  await page.goto(`/organizations/${organizationId}/balance`);
  const receipts = page.getByRole("region", { name: "Receipts, newest first" });
  const row = receipts.getByRole("row").filter({ hasText: "₩550,000" }).first();
  await expect(row).toContainText("₩500,000");
  await expect(row).toContainText("₩50,000");
  // the cell starts with its column's name, shown on phones
  const receiptNumber = /R-\d{8}/.exec((await row.locator("td").first().textContent()) ?? "")?.[0];
  expect(receiptNumber).toMatch(/^R-\d{8}$/);
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: `Download receipt ${receiptNumber} in Korean` }).click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");

  // A tax invoice for it.
  await row.getByRole("button", { name: "Ask for tax invoice" }).click();
  await expect(page.getByText("Tax invoice requested.")).toBeVisible();
  const invoices = page.getByRole("region", { name: "Tax invoices, newest first" });
  await expect(invoices.getByRole("row").filter({ hasText: "₩550,000" }).first()).toContainText("Waiting to be issued");

  // The reviewer exports the waiting invoices for the bulk upload and records the approval number.
  const reviewerContext = await browser.newContext();
  const reviewerPage = await reviewerContext.newPage();
  await signIn(reviewerPage, reviewer);
  await reviewerPage.goto(`/organizations/${reviewer.organizationId}/review/billing`);
  await expect(reviewerPage.getByRole("heading", { name: "Billing review" })).toBeVisible();
  const sheet = reviewerPage.waitForEvent("download");
  await reviewerPage.getByRole("link", { name: "Export for bulk upload (.xlsx)" }).click();
  expect((await sheet).suggestedFilename()).toMatch(/^tax-invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const approvalNumber = `${new Date().toISOString().slice(0, 10).replaceAll("-", "")}-41000000-${Date.now().toString().slice(-8)}`;
  const waiting = reviewerPage
    .getByRole("region", { name: "Tax invoices to issue" })
    .getByRole("row")
    .filter({ hasText: "220-81-62517" })
    .last();
  await waiting.getByRole("textbox").fill(approvalNumber);
  await waiting.getByRole("button", { name: "Record as issued" }).click();
  await expect(reviewerPage.getByText("Recorded as issued.")).toBeVisible();

  // The advertiser sees it issued, with the number.
  await page.reload();
  await expect(invoices.getByRole("row").filter({ hasText: approvalNumber })).toContainText("Issued");

  // A refund: the settlement account registered, the Owner asks, the reviewer approves, the ledger shows it.
  await request.patch(`${org}/account`, {
    headers: bearer(owner.apiKey),
    data: { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "110-234-567890" },
  });
  // The organization's running campaigns keep their remaining budgets in the balance (other journeys of this
  // worker made some): a second top-up leaves the refund's amount refundable whatever they keep.
  const more = await (
    await request.post(`${org}/balance/top-ups`, { headers: bearer(owner.apiKey), data: { amount: 100_000_000 } })
  ).json();
  expect((await request.post(`${org}/balance/top-ups/${more._id}/confirm`, { headers: bearer(reviewer.apiKey) })).status()).toBe(200);
  await page.reload();
  await page.getByLabel("Amount to refund (KRW)").fill("12345");
  await page.getByRole("button", { name: "Ask for a refund" }).click();
  await expect(page.getByText("Refund requested.")).toBeVisible();
  const refunds = page.getByRole("region", { name: "Refund requests, newest first" });
  await expect(refunds.getByRole("row").filter({ hasText: "₩12,345" }).first()).toContainText("Waiting for review");

  await reviewerPage.reload();
  const refundRow = reviewerPage.getByRole("region", { name: "Refunds to pay" }).getByRole("row").filter({ hasText: "₩12,345" }).last();
  await refundRow.getByRole("button", { name: "Approve and pay" }).click();
  await expect(reviewerPage.getByText("Refund approved and charged.")).toBeVisible();

  await page.reload();
  await expect(refunds.getByRole("row").filter({ hasText: "₩12,345" }).first()).toContainText("Paid");
  await expect(page.getByTestId("history-rows").getByRole("row").filter({ hasText: "-₩12,345" }).first()).toContainText("Refund");
  await reviewerContext.close();
});
