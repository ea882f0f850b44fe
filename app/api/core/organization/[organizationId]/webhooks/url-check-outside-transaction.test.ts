import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestContext } from "@/lib/db/request-context";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { PATCH } from "./[webhookId]/route";
import { POST } from "./route";

// A webhook URL's check looks its host name up (network I/O, as long as the resolver takes): it runs before the
// change's transaction opens, so no transaction (and no lock it holds) waits on DNS.
const seen: { url: string; inTransaction: boolean }[] = [];
vi.mock("@/lib/webhooks/check-webhook-url", async (original) => {
  const actual = await original<typeof import("@/lib/webhooks/check-webhook-url")>();
  return {
    ...actual,
    checkWebhookUrl: async (url: string) => {
      seen.push({ url, inTransaction: !!requestContext()?.tx });
      return actual.checkWebhookUrl(url);
    },
  };
});

beforeAll(() => {
  process.env.FETCH_ALLOW_ADDRESSES = "127.0.0.1/32";
});
afterAll(() => {
  delete process.env.FETCH_ALLOW_ADDRESSES;
});

describe("webhook URL check", () => {
  it("runs outside the transaction on create and on a new URL; a refused URL writes nothing", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const path = `/api/core/organization/${organizationId}/webhooks`;
    const created = await callRoute(POST, "POST", path, {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { url: "http://127.0.0.1:9/a" },
    });
    expect(created.status, created.text).toBe(201);
    const webhookId = created.json._id as string;
    const changed = await callRoute(PATCH, "PATCH", `${path}/${webhookId}`, {
      params: { organizationId, webhookId },
      apiKey: owner.apiKey,
      body: { url: "http://127.0.0.1:9/b" },
    });
    expect(changed.status, changed.text).toBe(200);
    const refused = await callRoute(POST, "POST", path, {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { url: "http://10.0.0.1/c" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.reason).toBe("WEBHOOK_URL_NOT_ALLOWED");
    expect(seen.map((call) => call.url)).toEqual(["http://127.0.0.1:9/a", "http://127.0.0.1:9/b", "http://10.0.0.1/c"]);
    expect(seen.every((call) => !call.inTransaction)).toBe(true);
  });
});
