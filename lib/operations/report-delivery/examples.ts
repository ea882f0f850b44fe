export const SCHEDULES_PATH = "/api/core/organization/{organizationId}/report-schedules";
export const SCHEDULE_PATH = `${SCHEDULES_PATH}/{scheduleId}`;
export const EXPORTS_PATH = "/api/core/organization/{organizationId}/report-exports";
export const EXPORT_PATH = `${EXPORTS_PATH}/{exportId}`;

export const SCHEDULE_RULES =
  "WEEKLY sends the last full Monday-to-Sunday week every Monday, MONTHLY the last full month on the 1st, at 06:00 in " +
  "the organization's time zone, by day (the report's UTC days). Each recipient still a member whose role still reads " +
  "the report gets one e-mail in their own language with the CSV attached; a member who left the organization gets " +
  "nothing, and one whose role no longer reads the report gets nothing while the schedule's creator is told (the " +
  "Owners, when the creator may no longer read it either).";

export const scheduleExample = {
  _id: "6740a1b2c3d4e5f60123a001",
  organizationId: "6740a1b2c3d4e5f601234567",
  campaignId: "6740a1b2c3d4e5f601234c01",
  campaignName: "Winter launch",
  frequency: "WEEKLY",
  breakdown: "AD",
  perCampaign: true,
  recipientIds: ["6740a1b2c3d4e5f601234a01", "6740a1b2c3d4e5f601234a02"],
  nextRunAt: "2026-11-29T21:00:00.000Z",
  lastRunAt: null,
  createdAt: "2026-11-26T09:00:00.000Z",
  updatedAt: "2026-11-26T09:00:00.000Z",
};

export const exportExample = {
  _id: "6740a1b2c3d4e5f60123b001",
  organizationId: "6740a1b2c3d4e5f601234567",
  campaignId: null,
  query: { from: "2025-12-01", to: "2026-11-30", granularity: "DAY", breakdown: "AD" },
  perCampaign: true,
  status: "READY",
  rowCount: 8760,
  byteSize: 912340,
  errorMessage: null,
  downloadPath: "/api/core/organization/6740a1b2c3d4e5f601234567/report-exports/6740a1b2c3d4e5f60123b001/file",
  createdAt: "2026-11-26T09:00:00.000Z",
  completedAt: "2026-11-26T09:00:04.000Z",
  expiresAt: "2026-12-03T09:00:00.000Z",
};
