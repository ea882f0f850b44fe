export const WEBHOOKS_PATH = "/api/core/organization/{organizationId}/webhooks";
export const WEBHOOK_PATH = `${WEBHOOKS_PATH}/{webhookId}`;
export const WEBHOOKS_TAG = "Webhooks";

export const webhookExample = {
  _id: "6740a1b2c3d4e5f60123dddd",
  organizationId: "6740a1b2c3d4e5f601234567",
  url: "https://hooks.pixelforge.example/adnet",
  description: "Slack relay",
  eventTypes: ["campaign.approved", "campaign.rejected"],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
};

export const secretExample = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

export const deliveryExample = {
  _id: "6740a1b2c3d4e5f60123eeee",
  webhookId: webhookExample._id,
  eventId: "6740a1b2c3d4e5f60123ffff",
  eventType: "campaign.approved",
  status: "SUCCEEDED",
  attempts: 2,
  nextAttemptAt: null,
  createdAt: "2026-11-21T09:05:00.000Z",
  tries: [
    {
      _id: "6740a1b2c3d4e5f601240002",
      startedAt: "2026-11-21T09:05:05.100Z",
      statusCode: 200,
      durationMs: 84,
      responseExcerpt: "ok",
      error: null,
    },
    {
      _id: "6740a1b2c3d4e5f601240001",
      startedAt: "2026-11-21T09:05:00.100Z",
      statusCode: 503,
      durationMs: 120,
      responseExcerpt: "Service Unavailable",
      error: null,
    },
  ],
};

export const SIGNING =
  "Deliveries are POSTed as JSON, the event as the events API answers it (`{ _id, type, organizationId, objectId, " +
  "createdAt, data }`, the document's webhooks), and signed by the Standard Webhooks " +
  "scheme: headers webhook-id (the event id: dedupe on it, a delivery may come more than once), webhook-timestamp " +
  "(seconds) and webhook-signature (`v1,<base64 HMAC-SHA256 of id.timestamp.body>` per secret in force). A 2xx answer " +
  "within 10 s is success; anything else is tried again after 5 s, 5 min, 30 min, 2 h, 5 h and then every 10 h, about " +
  "three days in all. An endpoint that fails for that whole period is turned off (disabledReason FAILING) and the " +
  "organization's Owners are e-mailed.";
