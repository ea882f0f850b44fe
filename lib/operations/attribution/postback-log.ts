import { organizationOperation } from "@/lib/http/operation";
import { APP_PATH, onApp } from "@/lib/operations/apps/examples";
import { appIdParams } from "@/lib/apps/schemas";
import { exportPostbacks as exportPostbackRows, listPostbacks as listPostbackRows } from "@/lib/attribution/receiver/list-postbacks";
import { exportPostbacksQuery, listPostbacksQuery, postbackListSchema, POSTBACKS_TAG } from "@/lib/attribution/receiver/schemas";

const postbackExample = {
  _id: "6740a1b2c3d4e5f60123f001",
  partner: "APPSFLYER",
  outcome: "ATTRIBUTED",
  outcomeReason: null,
  kind: "EVENT",
  clickId: "c1f0a9d2e4",
  campaignId: "6740a1b2c3d4e5f601234a01",
  adId: "6740a1b2c3d4e5f601234b01",
  creativeId: "6740a1b2c3d4e5f601234c01",
  country: "KR",
  platform: "APP_PLATFORM_ANDROID",
  installAt: "2026-11-21T09:00:00.000Z",
  eventAt: "2026-11-22T10:15:00.000Z",
  eventName: "af_purchase",
  revenue: "4.99",
  currency: "USD",
  revenueKrw: 6988,
  partnerEventId: null,
  method: "GET",
  rawQuery: "clickid=c1f0a9d2e4&af_c_id=6740a1b2c3d4e5f601234a01&event_name=af_purchase&event_revenue=4.99&event_revenue_currency=USD",
  rawBody: null,
  sourceIp: "203.0.113.7",
  receivedAt: "2026-11-22T10:15:02.000Z",
};

export const listPostbacks = organizationOperation({
  method: "GET",
  path: `${APP_PATH}/postbacks`,
  operationId: "listPostbacks",
  summary: "List the app's postbacks",
  description:
    "Extension. Every postback the app's attribution partner sent with a valid token, newest first, raw (query and " +
    "body as received) and as read, with what became of it: ATTRIBUTED (counted), UNMATCHED (names no ad of this " +
    "app: stored, never counted; outcomeReason says why) or QUARANTINED (could not be read; kept 7 days). `outcome` " +
    "filters by one outcome or a comma-separated list. Kept POSTBACK_RETENTION_DAYS (90 by default). Needs app:read.",
  tag: POSTBACKS_TAG,
  permission: "app:read",
  target: onApp,
  params: appIdParams,
  query: listPostbacksQuery,
  pagination: "items",
  response: postbackListSchema,
  responseExample: { items: [postbackExample], nextCursor: null },
  run: ({ organizationId, params, query }) => listPostbackRows(organizationId, params.appId, query),
});

export const exportPostbacks = organizationOperation({
  method: "GET",
  path: `${APP_PATH}/postbacks/export`,
  operationId: "exportPostbacks",
  summary: "Download the app's postbacks (CSV)",
  description:
    "Extension. Every postback the app has kept, newest first, as a CSV attachment (UTF-8 with a byte-order mark, " +
    "CRLF rows), the raw query and body included; `outcome` as in the list. Needs app:read.",
  tag: POSTBACKS_TAG,
  permission: "app:read",
  target: onApp,
  params: appIdParams,
  query: exportPostbacksQuery,
  responseType: "text/csv",
  run: ({ organizationId, params, query }) => exportPostbackRows(organizationId, params.appId, query),
});
