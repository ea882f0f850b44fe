import { integrationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { listServingAds as list } from "@/lib/serving/list-serving";
import { servingAdsPageSchema, servingAdsQuery } from "@/lib/serving/schemas";
import { SERVING_CALLERS, SERVING_ITEM_EXAMPLE } from "./examples";

export const listServingAds = integrationOperation({
  method: "GET",
  path: "/api/core/serving/ads",
  operationId: "listServingAds",
  reasons: ["PERMISSION_DENIED"],
  summary: "Serving feed: every ad that may serve now",
  description:
    "Every organization's ads that may serve now: the campaign SERVING or LIMITED (approved, not paused or ended, " +
    "started, budget and today's daily budget left, and for a paid campaign a balance above 0), the ad approved and " +
    "active, its promoted app approved. Each item carries what serving it needs: the campaign's targeting, btags, the " +
    "ad's cpm, its stored creatives (url, size, mime, duration), destination, promoted app, and the budget and daily " +
    "budget left (the campaign's, the same on each of its ads; serving/changes moves them with one BUDGET change per " +
    "campaign). Paged by ad id (`{ items, nextCursor }`, up to 5,000 a page). `changesCursor` is the change log's " +
    "position taken before the page was read: after a full read, follow GET serving/changes from the first page's " +
    "changesCursor and the set stays equal to a new full read. " +
    SERVING_CALLERS,
  tag: "Delivery",
  query: servingAdsQuery,
  response: servingAdsPageSchema,
  responseExample: { items: [SERVING_ITEM_EXAMPLE], nextCursor: null, changesCursor: "8123400-0" },
  run: ({ query, req }) => list(query, publicBaseUrl(requestOrigin(req))),
});
