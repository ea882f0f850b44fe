"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { assetFiltersFromUrl, type AssetFilters } from "@/lib/assets/query-keys";
import { useSearchParamsState } from "@/lib/use-search-params-state";
import { AssetsTable } from "./assets-table";
import { LibraryFilters } from "./library-filters";

// The upload form (its file checks, the transfer with its progress) as its own chunk, as the forms of
// app/(console)/lazy-forms.tsx: the server's HTML has it, and the browser fetches its code right after the page's.
const AssetUploadWidget = dynamic(() => import("@/components/upload/asset-upload-widget").then((m) => m.AssetUploadWidget));

const URL_DEFAULTS = { status: "", kind: "" };

export function AssetsLibrary({ organizationId }: { organizationId: string }) {
  const t = useTranslations("assets");
  // The library's filters live in the URL (?status=&kind=).
  const [url, setUrl] = useSearchParamsState(URL_DEFAULTS);
  const filters = assetFiltersFromUrl(url);
  const setFilters = (next: AssetFilters) => setUrl({ status: next.status ?? "", kind: next.kind ?? "" });
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      <div className="space-y-6">
        <Card title={t("upload.title")}>
          <AssetUploadWidget organizationId={organizationId} />
        </Card>
        <section aria-labelledby="library-heading" className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="library-heading" className="text-lg font-semibold text-slate-900">
              {t("library.title")}
            </h2>
            <LibraryFilters value={filters} onChange={setFilters} />
          </div>
          <AssetsTable organizationId={organizationId} filters={filters} />
        </section>
      </div>
    </>
  );
}
