export const MEMBERS_PATH = "/api/core/organization/{organizationId}/members";
export const MEMBER_PATH = `${MEMBERS_PATH}/{userId}`;
export const MEMBERS_TAG = "Members";

export const memberExample = {
  _id: "6740a1b2c3d4e5f601234999",
  profile: { fullName: "Ada Lovelace", locale: "en", timezone: "Asia/Seoul" },
  email: "ada@example.com",
  roleName: "Admin",
  roleId: "6740a1b2c3d4e5f601234568",
  joinedAt: "2026-11-21T09:00:00.000Z",
  name: "CI deploy key",
  ipWhitelist: ["203.0.113.0/24"],
  rateLimit: { requests: 600, windowSeconds: 60 },
  description: "Used by the nightly campaign sync",
  keyPrefix: "oak_7Hq2Zx",
  invitationStatus: "ACCEPTED",
};
