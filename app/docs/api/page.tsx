import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { ROUTES } from "@/lib/openapi/registry";
import { REASON_IDS, REASONS } from "@/lib/api/reasons";
import type { RouteSpec } from "@/lib/openapi/route-spec";
import { OperationView } from "./operation-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("docs"))("title") };
}

function anchor(route: RouteSpec) {
  return route.operationId;
}

export default async function ApiDocsPage() {
  const t = await getTranslations("docs");
  const document = buildOpenApiDocument();
  const tags = [...new Set(ROUTES.map((r) => r.tag))];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
      <nav aria-label={t("title")} className="mb-8 lg:sticky lg:top-6 lg:mb-0 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto">
        <Link href="/" className="text-lg font-bold text-indigo-700">
          AdNet
        </Link>
        <a href="#reasons" className="mt-5 block text-sm font-medium text-slate-700 hover:text-indigo-700">
          {t("reasons")}
        </a>
        {tags.map((tag) => (
          <div key={tag} className="mt-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{tag}</p>
            <ul className="mt-1 space-y-0.5">
              {ROUTES.filter((r) => r.tag === tag).map((r) => (
                <li key={`${r.method} ${r.path}`}>
                  <a href={`#${anchor(r)}`} className="block truncate text-sm text-slate-700 hover:text-indigo-700">
                    <span className="mr-1 font-mono text-[10px] font-bold text-slate-500">{r.method}</span>
                    {r.summary}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t("intro")}</p>
        <p className="mt-2">
          <a href="/api/core/openapi.json" className="text-sm font-medium text-indigo-700 hover:underline">
            {t("raw")}
          </a>
        </p>
        {tags.map((tag) => (
          <section key={tag} aria-labelledby={`tag-${tag}`} className="mt-10">
            <h2 id={`tag-${tag}`} className="border-b border-slate-200 pb-2 text-xl font-semibold text-slate-900">
              {tag}
            </h2>
            {ROUTES.filter((r) => r.tag === tag).map((route) => (
              <OperationView
                key={`${route.method} ${route.path}`}
                id={anchor(route)}
                route={route}
                operation={(document.paths[route.path] as Record<string, unknown>)[route.method.toLowerCase()] as Parameters<typeof OperationView>[0]["operation"]}
              />
            ))}
          </section>
        ))}
        <section id="reasons" aria-labelledby="reasons-title" className="mt-10">
          <h2 id="reasons-title" className="border-b border-slate-200 pb-2 text-xl font-semibold text-slate-900">
            {t("reasons")}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{t("reasonsIntro")}</p>
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                <th className="py-1 pr-4">{t("reason")}</th>
                <th className="py-1 pr-4">{t("status")}</th>
                <th className="py-1">{t("meaning")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {REASON_IDS.map((reason) => (
                <tr key={reason} id={`reason-${reason}`}>
                  <td className="py-1.5 pr-4 font-mono text-xs text-slate-900">{reason}</td>
                  <td className="py-1.5 pr-4 font-mono text-xs">{REASONS[reason].status}</td>
                  <td className="py-1.5 text-slate-700">{REASONS[reason].meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </main>
    </div>
  );
}
