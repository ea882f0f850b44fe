export const NOTIFICATIONS_PATH = "/api/core/notifications";
export const NOTIFICATIONS_TAG = "Notifications";

export const notificationExample = {
  _id: "6745c1d2e3f4a5b6c7d8e9f0",
  organizationId: "6740a1b2c3d4e5f601234567",
  organizationName: "Pixel Forge Games",
  type: "campaign.rejected",
  group: "reviews",
  eventId: "6745c1d2e3f4a5b6c7d8e9ef",
  objectId: "6741b2c3d4e5f60123456789",
  data: {
    _id: "6741b2c3d4e5f60123456789",
    name: "Summer sale",
    status: "CAMPAIGN_STATUS_REJECTED",
    statusReason: "The landing page does not load",
  },
  createdAt: "2026-11-26T09:00:00.000Z",
  readAt: null,
};
