// The tests StrykerJS runs against the serving feed (stryker.serving.config.mjs): the item and servability of each
// ad (feed-item.test.ts), the change log's retention and 410, writers committing out of order, a follower converging
// to a full read, timed transitions, bids, caps and schedules in the items, and a batch's deferred sync; which
// campaigns a sync reaches (feed-scope), the reads' fields, pages and cursors and the retention (feed-answers).
import { defineConfig } from "vitest/config";
import base from "./vitest.mutation-db.config.mts";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "lib/serving/feed-item.test.ts",
      "lib/serving/deferred-sync.test.ts",
      "app/api/core/serving/feed-scope.test.ts",
      "app/api/core/serving/feed-answers.test.ts",
      "app/api/core/serving/changes/route.test.ts",
      "app/api/core/serving/change-stream.test.ts",
      "app/api/core/serving/convergence.test.ts",
      "app/api/core/serving/timed-transitions.test.ts",
      "app/api/core/serving/bids-feed.test.ts",
      "app/api/core/serving/limits-feed.test.ts",
      "app/api/core/organization/[[]organizationId]/batch/serving-feed.test.ts",
    ],
  },
});
