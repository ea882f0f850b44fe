import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocsShell } from "./docs-shell";
import { areas } from "./docs-data";
import { InlineCode } from "./inline-code";
import { escapeHtml, StaticHtml } from "./static-html";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("docs"))("title") };
}

export default async function ApiDocsPage() {
  const t = await getTranslations("docs");
  const titles = await getTranslations("apiOperations");
  return (
    <DocsShell>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        <InlineCode text={t("intro")} />
      </p>
      <p className="mt-2">
        <a href="/api/core/openapi.json" className="text-sm font-medium text-indigo-700 hover:underline">
          {t("raw")}
        </a>
      </p>

      <section aria-labelledby="areas-title" className="mt-10">
        <h2 id="areas-title" className="border-b border-slate-200 pb-2 text-xl font-semibold text-slate-900">
          {t("areasTitle")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {areas().map((area) => (
            <li key={area.key} className="rounded-lg p-4 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">{t(`areas.${area.key}`)}</p>
              <p className="text-xs text-slate-600">{t("operationCount", { count: area.routes.length })}</p>
              <StaticHtml
                as="ul"
                className="docs-links mt-2 space-y-1"
                html={area.routes
                  .map((r) => `<li><a href="/docs/api/${r.operationId}">${escapeHtml(titles(r.operationId))}</a></li>`)
                  .join("")}
              />
            </li>
          ))}
        </ul>
      </section>
    </DocsShell>
  );
}
