import { expect, signIn, test } from "@/e2e/fixtures";

// A slow phone shows the server's HTML well before React takes it over. A field typed into in between must either
// wait (disabled until hydrated, inside <Form>) or keep what was typed: never show text its component never saw.
test("what is typed into a field while the page is still loading is not lost: the campaign search filters", async ({ page, seed }) => {
  await signIn(page, seed.owner);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await page.goto(`/organizations/${seed.owner.organizationId}/campaigns`, { waitUntil: "commit" });
  const search = page.getByRole("search").getByRole("searchbox");
  await search.fill("no-such-campaign");
  await expect(page.getByText("No campaign matches these filters.")).toBeVisible();
  // Enter in a filter form does nothing: no native submission reloads the page and drops the search.
  await search.press("Enter");
  await expect(search).toHaveValue("no-such-campaign");
  await expect(page.getByText("No campaign matches these filters.")).toBeVisible();
});
