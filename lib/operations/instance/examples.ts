import type { InstanceUser, WaitingSignUp } from "@/lib/instance/schemas";

export const INSTANCE_TAG = "Instance";
export const ADMINISTRATOR_ONLY = "The instance's administrator only (403 PERMISSION_DENIED otherwise).";

export const INSTANCE_USER_EXAMPLE: InstanceUser = {
  _id: "6740a1b2c3d4e5f601230002",
  email: "reviewer@example.com",
  fullName: "Jiwoo Han",
  reviewer: true,
  instanceAdmin: false,
  emailVerified: true,
  createdAt: "2026-11-20T02:00:00.000Z",
};

export const WAITING_SIGN_UP_EXAMPLE: WaitingSignUp = {
  _id: "6740a1b2c3d4e5f601239b01",
  email: "new@studio.example",
  fullName: "Minji Park",
  organizationName: "Blue Whale Games",
  requestedFrom: "203.0.113.7",
  requestedAt: "2026-11-26T09:14:00.000Z",
  expiresAt: "2026-11-27T09:14:00.000Z",
};
