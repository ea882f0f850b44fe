import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AssetsLibrary } from "./assets-library";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("assets"))("title") };
}

export default async function AssetsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <AssetsLibrary organizationId={organizationId} />;
}
