import {
  campaignHistorySchema,
  campaignIdParams,
  campaignListSchema,
  campaignPageQuery,
  campaignSchema,
  changeCampaignStatusBody,
  createCampaignBody,
  listCampaignsQuery,
  updateCampaignBody,
} from "@/lib/campaigns/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const CAMPAIGNS = "/api/core/organization/{organizationId}/campaign";
const CAMPAIGN = `${CAMPAIGNS}/{campaignId}`;

const createExample = {
  name: "Winter puzzle push",
  startAt: "2026-12-01T00:00:00+09:00",
  endAt: "2026-12-31T23:59:59+09:00",
  cur: "CURRENCY_KRW",
  budget: 5000000,
  targeting: {
    platforms: ["APP_PLATFORM_ANDROID"],
    devices: ["DEVICE_TYPE_MOBILE_TABLET"],
    tags: [],
    locations: ["KR"],
    languages: ["ko"],
  },
  btags: [],
  ads: [
    {
      name: "Snowy levels",
      categories: ["puzzle"],
      cpm: 3000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [{ image: { url: "https://cdn.pixelforge.example/ads/snow.png", width: 1200, height: 628, mime: "image/png" } }],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle",
    },
  ],
};

const campaignExample = {
  advertiser: "6740a1b2c3d4e5f601234567",
  _id: "6740a2b2c3d4e5f601234570",
  status: "CAMPAIGN_STATUS_PENDING",
  budgetRemain: 5000000,
  name: "Winter puzzle push",
  startAt: "2026-11-30T15:00:00.000Z",
  endAt: "2026-12-31T14:59:59.000Z",
  cur: "CURRENCY_KRW",
  budget: 5000000,
  targeting: { ...createExample.targeting, inventoryTargets: [] },
  btags: [],
  ads: [
    {
      _id: "6740a2b2c3d4e5f601234571",
      cur: "CURRENCY_KRW",
      name: "Snowy levels",
      categories: ["puzzle"],
      cpm: 3000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [
        {
          _id: "6740a2b2c3d4e5f601234572",
          image: { width: 1200, height: 628, mime: "image/png", aspectRatio: 1.9108, url: "https://cdn.pixelforge.example/ads/snow.png" },
        },
      ],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle",
    },
  ],
  createdAt: "2026-11-22T09:00:00.000Z",
  updatedAt: "2026-11-22T09:00:00.000Z",
  kind: "REGULAR",
  serving: {
    status: "NOT_SERVING",
    reasons: [
      { reason: "PENDING_REVIEW", message: "Waiting for a platform reviewer to approve the campaign." },
      { reason: "NOT_STARTED", message: "The campaign starts at 2026-11-30T15:00:00.000Z." },
    ],
  },
};

const PERMISSIONS =
  "campaign:* permissions may be scoped to apps: a campaign belongs to the apps its ads promote, so a role scoped to " +
  "one app reaches the campaigns promoting only that app; a campaign promoting no app needs the permission on the organization.";

const MACHINE =
  "PENDING → ACTIVE (approve) or REJECTED (reject, `reason` required): platform reviewers only. ACTIVE → PAUSED, " +
  "PAUSED → ACTIVE (resume), ACTIVE or PAUSED → ENDED: members with campaign:update. An ACTIVE or PAUSED campaign " +
  "whose endAt has passed is ENDED. Any other move is 409 INVALID_STATUS_TRANSITION; of two callers acting at once, " +
  "exactly one succeeds and the other gets that 409. Answers the campaign; every change is in the history.";

export const campaignRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: CAMPAIGNS,
    operationId: "createCampaign",
    summary: "Create campaign",
    description:
      "Answers the campaign at CAMPAIGN_STATUS_PENDING with budgetRemain = budget. Names count characters as a person " +
      "does (an emoji or a Hangul syllable once). Creatives: { image: { assetId } } or { video: { assetId } } for an " +
      "uploaded asset of this organization (404 otherwise; 409 CREATIVE_NOT_READY with assetId when it is not READY or " +
      "not of that kind), or { image: { url, width, height, mime } } for a file hosted elsewhere. promotedAppId must be " +
      `an app of this organization (404). Unknown fields (inventoryTargets among them) are 400. ${PERMISSIONS}`,
    tag: "Campaigns",
    operation: 2,
    body: createCampaignBody,
    response: campaignSchema,
    errors: [404, 409],
    requestExample: createExample,
    responseExample: campaignExample,
    reasons: ["CREATIVE_NOT_READY"],
  },
  {
    method: "GET",
    path: CAMPAIGNS,
    operationId: "listCampaigns",
    summary: "List campaigns",
    description:
      "Newest first, keyset pages: { items, nextCursor } (nextCursor null on the last page). Filters: status (as read), " +
      `name (contains, ignoring case), promotedAppId, kind (REGULAR by default). ${PERMISSIONS}`,
    tag: "Campaigns",
    query: listCampaignsQuery,
    response: campaignListSchema,
  },
  {
    method: "GET",
    path: CAMPAIGN,
    operationId: "getCampaign",
    summary: "Read campaign",
    description:
      "Image and video creatives carry url, width, height, mime and aspectRatio (and durationSec). Reviewers may read any organization's campaign.",
    tag: "Campaigns",
    operation: 3,
    params: campaignIdParams,
    response: campaignSchema,
    errors: [404],
    responseExample: campaignExample,
  },
  {
    method: "PATCH",
    path: CAMPAIGN,
    operationId: "updateCampaign",
    summary: "Change a regular campaign",
    description:
      "Every member optional; ads are fixed once created. budget cannot go below what was spent (409 BUDGET_BELOW_SPEND); " +
      "an ENDED or REJECTED campaign cannot change (409 INVALID_STATUS_TRANSITION). A house campaign is 404 here.",
    tag: "Campaigns",
    params: campaignIdParams,
    body: updateCampaignBody,
    response: campaignSchema,
    errors: [404, 409],
    requestExample: { budget: 8000000, endAt: "2027-01-15T23:59:59+09:00" },
    reasons: ["INVALID_STATUS_TRANSITION", "BUDGET_BELOW_SPEND"],
  },
  {
    method: "POST",
    path: `${CAMPAIGN}/status`,
    operationId: "changeCampaignStatus",
    summary: "Approve, reject, pause, resume or end a campaign",
    description: MACHINE,
    tag: "Campaigns",
    params: campaignIdParams,
    body: changeCampaignStatusBody,
    response: campaignSchema,
    errors: [404, 409],
    requestExample: { status: "CAMPAIGN_STATUS_REJECTED", reason: "The creative shows a competitor's logo." },
    reasons: ["INVALID_STATUS_TRANSITION"],
  },
  {
    method: "GET",
    path: `${CAMPAIGN}/history`,
    operationId: "campaignHistory",
    summary: "Campaign status history",
    description: "Every status change (who, from, to, reason, when), newest first; the end that endAt brought is listed too, dated endAt.",
    tag: "Campaigns",
    params: campaignIdParams,
    query: campaignPageQuery,
    response: campaignHistorySchema,
    errors: [404],
  },
];
