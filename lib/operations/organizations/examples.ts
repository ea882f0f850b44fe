export const ORGANIZATION_PATH = "/api/core/organization/{organizationId}";
export const ORGANIZATIONS_PATH = "/api/core/organizations";
export const ORGANIZATIONS_TAG = "Organizations";

export const organizationExample = {
  _id: "6740a1b2c3d4e5f601234567",
  name: "Pixel Forge Games",
  description: "Mobile puzzle studio",
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
  enabledFeatures: ["CAMPAIGNS", "HOUSE_CAMPAIGNS", "CREATIVE_ASSETS", "SETTLEMENT"],
  depth: 0,
  timeZone: "Asia/Seoul",
};
