export const SERVICE_ACCOUNTS_PATH = "/api/core/organization/{organizationId}/service-accounts";
export const SERVICE_ACCOUNT_PATH = `${SERVICE_ACCOUNTS_PATH}/{serviceAccountId}`;
export const KEYS_PATH = `${SERVICE_ACCOUNT_PATH}/keys`;
export const KEY_PATH = `${KEYS_PATH}/{keyId}`;
export const SERVICE_ACCOUNTS_TAG = "Service accounts";

export const AUTHORITY_RULE =
  "Whoever changes a service account or its keys must be able to give its role to a member (and, when changing the " +
  "role, the new one): a role granting anything the caller's own does not is 403 PERMISSION_DENIED, and only an " +
  "Owner may use the Owner role.";

export const keyExample = {
  _id: "6740a1b2c3d4e5f60123a001",
  prefix: "osk_9fK2mQ",
  status: "ACTIVE",
  ipWhitelist: ["203.0.113.0/24"],
  rateLimit: { requests: 600, windowSeconds: 60 },
  expiresAt: "2027-06-30T00:00:00.000Z",
  retiresAt: null,
  replacedById: null,
  lastUsedAt: "2026-11-26T08:15:00.000Z",
  createdAt: "2026-11-20T09:00:00.000Z",
} as const;

export const serviceAccountExample = {
  _id: "6740a1b2c3d4e5f60123a000",
  organizationId: "6740a1b2c3d4e5f601234567",
  name: "Reporting pipeline",
  description: "Nightly export of campaign results",
  role: { _id: "6740a1b2c3d4e5f601234569", name: "Viewer", type: "ORGANIZATION_ROLE_TYPE_SYSTEM" },
  keys: [keyExample],
  createdById: "6740a1b2c3d4e5f60123eeee",
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

export const NEW_KEY_EXAMPLE = "osk_9fK2mQExampleExampleExampleExample000";
