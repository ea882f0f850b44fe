import { expect, signIn, test } from "@/e2e/fixtures";

// A slow phone shows the server's HTML well before React takes it over. A field typed into in between must either
// wait (read-only until hydrated) or keep what was typed: never show text its component never saw.
test("what is typed into a field while the page is still loading is not lost: the campaign search filters", async ({ page, seed }) => {
  await signIn(page, seed.owner);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await page.goto(`/organizations/${seed.owner.organizationId}/campaigns`, { waitUntil: "commit" });
  await page.getByRole("searchbox").fill("no-such-campaign");
  await expect(page.getByText("No campaign matches these filters.")).toBeVisible();
});
