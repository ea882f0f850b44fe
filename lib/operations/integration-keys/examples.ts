import type { IntegrationKey } from "@/lib/integration-keys/schemas";

export const INTEGRATION_KEYS_TAG = "Review";
export const REVIEWERS_ONLY = "Platform reviewers only (403 PERMISSION_DENIED otherwise).";

export const INTEGRATION_KEY_EXAMPLE: IntegrationKey = {
  _id: "6740a1b2c3d4e5f601239a01",
  name: "Ad server (Seoul)",
  prefix: "oik_Ab12Cd",
  status: "ACTIVE",
  ipWhitelist: ["10.20.0.0/16"],
  rateLimit: { requests: 600, windowSeconds: 60 },
  expiresAt: null,
  retiresAt: null,
  replacedById: null,
  lastUsedAt: "2026-11-26T09:14:00.000Z",
  createdById: "6740a1b2c3d4e5f601230001",
  createdAt: "2026-11-20T02:00:00.000Z",
};
export const NEW_KEY_EXAMPLE = "oik_3fJ9aQ0wXkz7LmP2tR8vB1nC4dE6gH5iK0uY9oWq";
