import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { expect, signIn, signUpVerified, test } from "@/e2e/fixtures";

const PASSWORD = "e2e-password-1";
const FAILURE_TEXT = "receiver exploded: ledger database is locked";

type Received = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on loopback (the e2e server allows 127.0.0.1 through FETCH_ALLOW_ADDRESSES): it keeps every
 * request and answers 200 "ok", or 500 with FAILURE_TEXT once told to fail.
 */
async function startReceiver() {
  const received: Received[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(state.failing ? 500 : 200, { "content-type": "text/plain" });
      res.end(state.failing ? FAILURE_TEXT : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/adnet`,
    received,
    failFromNowOn: () => (state.failing = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("an Owner adds a webhook endpoint, keeps its secret, sends a test event, and sees a resent delivery fail with the receiver's answer", async ({
  page,
  request,
  seed,
}) => {
  // A sign-up, two deliveries through the job queue and their polling: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const owner = await signUpVerified(request, seed, "webhooks", PASSWORD);
    await signIn(page, owner);

    await page.goto(`/organizations/${owner.organizationId}/webhooks`, { waitUntil: "load" });
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    await expect(page.getByText("No endpoints yet.")).toBeVisible();

    // Add: the reviews group whole, and one money event.
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const add = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await add.getByLabel("Endpoint URL").fill(receiver.url);
    await add.getByLabel("Description").fill("Journey receiver");
    await add.getByLabel("Only the events I choose").check();
    await add.getByRole("button", { name: "Add endpoint" }).click();
    await expect(add.getByText("Choose at least one event, or send all events.")).toBeVisible();
    await add.getByRole("checkbox", { name: "Reviews", exact: true }).check();
    await add.getByRole("checkbox", { name: "Top-up confirmed" }).check();
    await expect(add.getByText("8 events chosen")).toBeVisible();
    await add.getByRole("button", { name: "Add endpoint" }).click();

    // The secret, once.
    const reveal = page.getByRole("dialog", { name: "Endpoint added: copy its signing secret" });
    await expect(reveal.getByText("This is the only time the secret is shown.")).toBeVisible();
    const secret = await reveal.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    await reveal.getByRole("button", { name: "Copy" }).click();
    await expect(reveal.getByRole("button", { name: /Copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await reveal.getByRole("button", { name: "I have stored it" }).click();
    await expect(reveal).toBeHidden();
    await expect(page.locator("body")).not.toContainText(secret);

    // The list says which events, in words, and that it is on.
    const row = page.getByRole("row", { name: new RegExp(receiver.url.replace(/[.]/g, "\\.")) });
    await expect(row).toContainText("Journey receiver");
    await expect(row).toContainText("Reviews: all");
    await expect(row).toContainText("Top-up confirmed");
    await expect(row.getByRole("switch", { name: `Send events to ${receiver.url}` })).toBeChecked();

    // A test event: delivered, signed with the secret shown, and shown as a success with its latency.
    await row.getByRole("link", { name: receiver.url, exact: true }).click();
    await expect(page.getByRole("heading", { name: receiver.url, level: 1 })).toBeVisible();
    await expect(page.getByText("Nothing sent yet.")).toBeVisible();
    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect(page.getByText("A test event is on its way.")).toBeVisible();
    await expect.poll(() => receiver.received.length, { message: "the test event reached the receiver" }).toBe(1);
    const first = receiver.received[0];
    const payload = new Webhook(secret).verify(first.body, {
      "webhook-id": String(first.headers["webhook-id"]),
      "webhook-timestamp": String(first.headers["webhook-timestamp"]),
      "webhook-signature": String(first.headers["webhook-signature"]),
    }) as { type: string; organizationId: string };
    expect(payload).toMatchObject({ type: "webhook.test", organizationId: owner.organizationId });

    const delivery = page.getByRole("listitem").filter({ hasText: "Test event" });
    await expect(delivery).toContainText("Delivered");
    await expect(delivery).toContainText("HTTP 200");
    await expect(delivery).toContainText(/\d+ ms/);
    await delivery.getByRole("button", { name: "Show attempts" }).click();
    const attempts = delivery.getByTestId("webhook-attempt");
    await expect(attempts).toHaveCount(1);
    await expect(attempts.first()).toContainText("HTTP 200");
    await expect(attempts.first().locator("pre")).toHaveText("ok");

    // The receiver breaks; a resend reaches it (the same event id) and its 500 shows with the answer's text.
    receiver.failFromNowOn();
    await delivery.getByRole("button", { name: "Resend" }).click();
    await expect.poll(() => receiver.received.length, { message: "the resent event reached the receiver" }).toBeGreaterThanOrEqual(2);
    expect(receiver.received[1].headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    await expect(attempts).toHaveCount(2);
    await expect(attempts.first()).toContainText("HTTP 500");
    await expect(attempts.first().locator("pre")).toHaveText(FAILURE_TEXT);
    await expect(attempts.nth(1)).toContainText("HTTP 200");
    await expect(delivery).not.toContainText("Delivered");

    // The filter: nothing has succeeded any more.
    await page.getByLabel("Status").selectOption({ label: "Delivered" });
    await expect(page.getByText("No deliveries with this status.")).toBeVisible();
  } finally {
    await receiver.close();
  }
});
