import { makeAnimatedPng, makeJpeg, makeVideo, padJpeg } from "@/lib/test/media";
import { expect, signIn, test } from "@/e2e/fixtures";

test.describe("creative assets", () => {
  test("uploads an image with the widget: progress, processing, READY and a preview; the library lists it", async ({ page, seed }) => {
    await signIn(page, seed.owner);
    await page.goto(`/organizations/${seed.owner.organizationId}/assets`);
    await expect(page.getByRole("heading", { name: "Creative assets" })).toBeVisible();

    // Slow the connection down so the upload takes a few seconds and its progress can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });

    await page.getByLabel("Product type").selectOption({ label: "H5 banner" });
    // Every value the progress bar shows is recorded in the page as it renders, so the check below does not depend
    // on Playwright polling at the right moment of a transfer whose speed depends on the machine's load.
    await page.evaluate(() => {
      const seen: { values: number[]; uploadingText: boolean } = { values: [], uploadingText: false };
      (window as unknown as { __uploadSeen: typeof seen }).__uploadSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = bar?.getAttribute("aria-valuenow");
        if (value !== null && value !== undefined && seen.values.at(-1) !== Number(value)) seen.values.push(Number(value));
        if (document.body.textContent?.includes("Uploading summer-banner.jpg")) seen.uploadingText = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    // 600 KB, so that the upload lasts a few seconds at the throttled speed.
    const photo = padJpeg(await makeJpeg(1200, 628), 600_000);
    await page.getByLabel("choose a file").setInputFiles({ name: "summer-banner.jpg", mimeType: "image/jpeg", buffer: photo });

    const uploadSeen = () =>
      page.evaluate(() => (window as unknown as { __uploadSeen: { values: number[]; uploadingText: boolean } }).__uploadSeen);
    await expect.poll(async () => (await uploadSeen()).values.some((v) => v > 0 && v < 100), { timeout: 30_000 }).toBe(true);
    expect((await uploadSeen()).uploadingText).toBe(true);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect(page.getByText("Ready to use in campaigns.")).toBeVisible({ timeout: 30_000 });
    const preview = page.getByRole("img", { name: "Preview of summer-banner.jpg" }).first();
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText("1,200 × 628").first()).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: "summer-banner.jpg" });
    await expect(row).toContainText("Ready");
    await expect(row).toContainText("H5 banner");
    await expect(row).toContainText("1,200 × 628");
    await page.screenshot({ path: ".data/screenshots/assets-ready.png", fullPage: true });
  });

  test("refusals in words, before and after sending; a video for an H5 interstitial shows its duration", async ({ page, seed }) => {
    await signIn(page, seed.owner);
    await page.goto(`/organizations/${seed.owner.organizationId}/assets`);

    // A text file named like a photo: the widget reads its first bytes before sending anything.
    await page
      .getByLabel("choose a file")
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo\n") });
    await expect(page.getByRole("alert").filter({ hasText: "This kind of file is not accepted here." })).toBeVisible();
    await page.getByRole("button", { name: "Upload another file" }).click();

    // A video for a display image (images only) is refused the same way.
    await page.getByLabel("choose a file").setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: makeVideo() });
    await expect(page.getByRole("alert").filter({ hasText: "This kind of file is not accepted here." })).toBeVisible();
    await page.getByRole("button", { name: "Upload another file" }).click();

    // An animated PNG looks like any PNG in its first bytes: the server refuses it, and says why.
    await page.getByLabel("choose a file").setInputFiles({ name: "spinner.png", mimeType: "image/png", buffer: await makeAnimatedPng() });
    await expect(page.getByRole("alert").filter({ hasText: "Animated images are not accepted." })).toBeVisible();
    await page.getByRole("button", { name: "Upload another file" }).click();

    await page.getByLabel("Product type").selectOption({ label: "H5 interstitial" });
    await page
      .getByLabel("choose a file")
      .setInputFiles({ name: "trailer.mp4", mimeType: "video/mp4", buffer: makeVideo({ width: 1280, height: 720, durationSec: 15.5 }) });
    await expect(page.getByText("Ready to use in campaigns.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("15.5 s").first()).toBeVisible();
    await expect(page.getByText("1,280 × 720").first()).toBeVisible();
    await page.screenshot({ path: ".data/screenshots/assets-video.png", fullPage: true });

    // A video whose content is bad fails processing, in words, without a retry button (retrying cannot help).
    await page.getByRole("button", { name: "Upload another file" }).click();
    await page
      .getByLabel("choose a file")
      .setInputFiles({ name: "broken.mp4", mimeType: "video/mp4", buffer: makeVideo({ noMoov: true, mediaBytes: 2000 }) });
    await expect(page.getByText("This file could not be used")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("alert").filter({ hasText: "The video could not be read" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry processing" })).toHaveCount(0);

    await page.getByLabel("Status").selectOption({ label: "Failed" });
    await expect(page.getByRole("row").filter({ hasText: "broken.mp4" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "trailer.mp4" })).toHaveCount(0);
    await page.screenshot({ path: ".data/screenshots/assets-failed.png", fullPage: true });
  });
});
