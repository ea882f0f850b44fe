"use client";
// The bulk bars (their preview dialog and batch requests) load when something is first selected: their own chunks,
// off the campaigns list's and the campaign page's first load.
import dynamic from "next/dynamic";

export const BulkCampaignActions = dynamic(() => import("./bulk-campaign-actions").then((m) => m.BulkCampaignActions));
export const BulkAdActions = dynamic(() => import("./bulk-ad-actions").then((m) => m.BulkAdActions));
