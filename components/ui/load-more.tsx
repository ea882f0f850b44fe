"use client";
import { useTranslations } from "next-intl";
import { Button } from "./button";

type InfiniteQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The next page of a React Query infinite list, the same on every page. */
export function LoadMore({ query, label, size }: { query: InfiniteQuery; label: string; size?: "sm" | "md" }) {
  const t = useTranslations("common");
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" size={size} onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? t("loading") : label}
      </Button>
    </div>
  );
}
