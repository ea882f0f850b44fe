// Webhook endpoints made as a client makes them: through the create route, with its URL check and its new secret.
import { expect } from "vitest";
import { POST as createRoute } from "@/app/api/core/organization/[organizationId]/webhooks/route";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";

/** An endpoint for `url` in the organization (`body` adds to the create request); its id and signing secret. */
export async function createWebhookEndpoint(organizationId: string, apiKey: string, url: string, body: Record<string, unknown> = {}) {
  const res = await callRoute(createRoute, "POST", `/api/core/organization/${organizationId}/webhooks`, {
    params: { organizationId },
    apiKey,
    body: { url, ...body },
  });
  expect(res.status).toBe(201);
  return { webhookId: res.json._id as string, secret: res.json.secret as string };
}

/** A new owner's organization with one endpoint for `url`. */
export async function ownerWithEndpoint(url: string, options: { name?: string; body?: Record<string, unknown> } = {}) {
  const owner = await createOwner(options.name ? { name: options.name } : {});
  const endpoint = await createWebhookEndpoint(owner.organization.id, owner.apiKey, url, options.body);
  return { ...owner, organizationId: owner.organization.id, ...endpoint };
}
