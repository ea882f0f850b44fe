"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CampaignListRow } from "@/lib/campaigns/list-rows";
import { Checkbox } from "@/components/ui/checkbox";

/** The most a batch holds: selecting all that match stops there. */
const MAX_SELECTED = 1000;

type Selection = ReturnType<typeof useBulkSelection<CampaignListRow>>;

/** Which of the listed items (campaigns, or a campaign's ads) are selected (by id; one no longer listed drops out). */
export function useBulkSelection<I extends { _id: string }>(items: I[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const selected = items.filter((item) => ids.has(item._id));
  return {
    selected,
    items,
    has: (id: string) => ids.has(id),
    toggle: (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    set: (list: I[]) => setIds(new Set(list.slice(0, MAX_SELECTED).map((item) => item._id))),
    clear: () => setIds(new Set()),
  };
}

type PagedQuery = {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ data?: { pages: { items: CampaignListRow[] }[] }; hasNextPage: boolean }>;
};

/**
 * Above the list: select (or unselect) every campaign on the page, or every one matching the filter, the list's
 * further pages read first.
 */
export function BulkSelectBar({ selection, query }: { selection: Selection; query: PagedQuery }) {
  const t = useTranslations("campaignsBulk");
  const [loading, setLoading] = useState(false);
  const { items: campaigns, selected } = selection;
  const allOnPage = campaigns.length > 0 && selected.length === campaigns.length;

  async function selectMatching() {
    setLoading(true);
    try {
      let result = await query.fetchNextPage();
      while (result.hasNextPage && (result.data?.pages.flatMap((page) => page.items).length ?? 0) < MAX_SELECTED) {
        result = await query.fetchNextPage();
      }
      selection.set(result.data?.pages.flatMap((page) => page.items) ?? campaigns);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <label className="flex items-center gap-2 text-slate-700">
        <Checkbox checked={allOnPage} onChange={() => (allOnPage ? selection.clear() : selection.set(campaigns))} />
        {t("selectAll")}
      </label>
      {query.hasNextPage && (
        <Button variant="ghost" size="sm" onClick={selectMatching} disabled={loading}>
          {loading ? t("selectingMatching") : t("selectMatchingMore")}
        </Button>
      )}
    </div>
  );
}
