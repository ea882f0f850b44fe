"use client";
// The bulk bars (their preview dialog and batch requests) load when something is first selected: their own chunks,
// off the campaigns list's and the campaign page's first load. Each waits for its chunk behind its own Suspense
// boundary, so the selection that asked for it commits at once (a tick shows ticked) while the bar loads.
import dynamic from "next/dynamic";
import { Suspense, type ComponentProps } from "react";

const LazyCampaignActions = dynamic(() => import("./bulk-campaign-actions").then((m) => m.BulkCampaignActions));
const LazyAdActions = dynamic(() => import("./bulk-ad-actions").then((m) => m.BulkAdActions));

export function BulkCampaignActions(props: ComponentProps<typeof LazyCampaignActions>) {
  return (
    <Suspense fallback={null}>
      <LazyCampaignActions {...props} />
    </Suspense>
  );
}

export function BulkAdActions(props: ComponentProps<typeof LazyAdActions>) {
  return (
    <Suspense fallback={null}>
      <LazyAdActions {...props} />
    </Suspense>
  );
}
