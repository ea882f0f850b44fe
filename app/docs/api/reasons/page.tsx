import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { REASON_IDS, REASONS } from "@/lib/api/reasons";
import { DocsShell, REASONS_PAGE } from "@/app/docs/api/docs-shell";
import { codeHtml } from "@/app/docs/api/inline-code";
import { reasonText } from "@/app/docs/api/reason-text";
import { escapeHtml, StaticHtml } from "@/app/docs/api/static-html";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("docs"))("reasons") };
}

/** Every error reason with its status and meaning: operations link here for the reasons they answer. */
export default async function ApiReasonsPage() {
  const t = await getTranslations("docs");
  const tReasons = await getTranslations("reasons");
  const locale = await getLocale();
  return (
    <DocsShell current={REASONS_PAGE}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("reasons")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t("reasonsIntro")}</p>
      <StaticHtml
        as="dl"
        className="docs-reason-list"
        html={REASON_IDS.map(
          (reason) =>
            `<div id="reason-${reason}"><dt>${reason}</dt><dd><span class="sr-only">${escapeHtml(t("status"))} </span>${REASONS[reason].status}</dd>` +
            `<dd>${codeHtml(reasonText(reason, locale, tReasons))}</dd></div>`,
        ).join("")}
      />
    </DocsShell>
  );
}
