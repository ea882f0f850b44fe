import { integrationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { listServingChanges as list } from "@/lib/serving/list-serving";
import { servingChangesQuery, servingChangesSchema } from "@/lib/serving/schemas";
import { SERVING_CALLERS, SERVING_ITEM_EXAMPLE } from "./examples";

export const listServingChanges = integrationOperation({
  method: "GET",
  path: "/api/core/serving/changes",
  operationId: "listServingChanges",
  reasons: ["PERMISSION_DENIED", "SERVING_CURSOR_EXPIRED"],
  summary: "Serving feed: what changed after a cursor",
  description:
    "The changes to what may serve after `after`, oldest first: SERVABLE (the ad may serve now; `ad` is its item), " +
    "CHANGED (it still serves with a new item: targeting, creatives, cpm, budgets, dates), STOPPED (it serves no more; " +
    "`reasons` say why: PAUSED, ENDED, BUDGET_EXHAUSTED, DAILY_BUDGET_EXHAUSTED, INSUFFICIENT_BALANCE, AD_PAUSED, " +
    "AD_PENDING_REVIEW, DELETED…) and BUDGET (a campaign's remaining budgets moved, `adId` null: set `budget`'s " +
    "budgetRemain and dailyBudgetRemain on every item of `campaignId`; a budget run out still comes as a STOPPED per " +
    "ad). Each change is written in the transaction of what caused it (a review, " +
    "a pause, an edit, delivery's spend, a top-up); changes time alone makes (a start or end date, the daily budget's " +
    "reset at 00:00 UTC) are written by the event worker's timed sweep within its interval. A change is answered " +
    "once every transaction older than its own has finished, after every change answered before it, and a campaign's " +
    "changes in the order they were made; so a client that keeps its last `nextCursor` and replays from it (put the " +
    "item of SERVABLE and CHANGED, drop the ad of STOPPED, apply BUDGET to the campaign's items) holds the same set as " +
    "GET serving/ads, never missing a change that commits late nor getting one twice. A cursor is `<xact>-<seq>`; a " +
    "bare number answered by earlier versions is still accepted and continues where it left off. The " +
    "log keeps SERVING_CHANGES_RETENTION_DAYS days (7 by default): a cursor older than what it keeps is answered 410 " +
    "SERVING_CURSOR_EXPIRED, and the client reads GET serving/ads in full again and follows from its changesCursor. " +
    SERVING_CALLERS,
  tag: "Delivery",
  query: servingChangesQuery,
  response: servingChangesSchema,
  responseExample: {
    items: [
      {
        cursor: "8123401-18343",
        adId: SERVING_ITEM_EXAMPLE.adId,
        campaignId: SERVING_ITEM_EXAMPLE.campaignId,
        kind: "CHANGED",
        reasons: [],
        ad: SERVING_ITEM_EXAMPLE,
        budget: null,
        at: "2026-11-26T09:15:02.120Z",
      },
      {
        cursor: "8123407-18344",
        adId: null,
        campaignId: SERVING_ITEM_EXAMPLE.campaignId,
        kind: "BUDGET",
        reasons: [],
        ad: null,
        budget: { budgetRemain: 48_190_000, dailyBudgetRemain: 1_580_000 },
        at: "2026-11-26T09:20:11.480Z",
      },
      {
        cursor: "8123407-18345",
        adId: "6740a1b2c3d4e5f601234b02",
        campaignId: "6740a1b2c3d4e5f601234a02",
        kind: "STOPPED",
        reasons: ["BUDGET_EXHAUSTED"],
        ad: null,
        budget: null,
        at: "2026-11-26T09:20:11.480Z",
      },
    ],
    nextCursor: "8123407-18345",
  },
  run: ({ query, req }) => list(query, publicBaseUrl(requestOrigin(req))),
});
