import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hydrate } from "@/components/console/hydrate";
import { assetFiltersFromUrl } from "@/lib/assets/query-keys";
import { prefetchAssets } from "@/lib/prefetch/assets";
import { AssetsLibrary } from "./assets-library";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("assets"))("title") };
}

export default async function AssetsPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { organizationId } = await params;
  const { status, kind } = await searchParams;
  await prefetchAssets(
    organizationId,
    assetFiltersFromUrl({ status: typeof status === "string" ? status : undefined, kind: typeof kind === "string" ? kind : undefined }),
  );
  return (
    <Hydrate>
      <AssetsLibrary organizationId={organizationId} />
    </Hydrate>
  );
}
