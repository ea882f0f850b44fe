import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ROUTES } from "@/lib/openapi/registry";
import { DocsShell } from "@/app/docs/api/docs-shell";
import { operationOf, routeById } from "@/app/docs/api/docs-data";
import { OperationView } from "@/app/docs/api/operation-view";

// One page per operation of the OpenAPI document; any other id is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return ROUTES.map((route) => ({ operationId: route.operationId }));
}

type Props = { params: Promise<{ operationId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = routeById((await params).operationId);
  const titles = await getTranslations("apiOperations");
  return { title: route ? `${titles(route.operationId)} · API` : "API" };
}

export default async function OperationPage({ params }: Props) {
  const route = routeById((await params).operationId);
  if (!route) notFound();
  const { operation, schemas } = operationOf(route);
  return (
    <DocsShell current={route.operationId}>
      <OperationView route={route} operation={operation} schemas={schemas} />
    </DocsShell>
  );
}
