"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { useTrackingLinks } from "@/lib/attribution/settings/hooks/use-attribution";

/** An ad's tracking links (its promoted app's attribution partner's click URLs), each with a copy button. */
export function AdTrackingLinks({
  organizationId,
  campaignId,
  adId,
  appId,
}: {
  organizationId: string;
  campaignId: string;
  adId: string;
  appId: string;
}) {
  const t = useTranslations("campaigns");
  const ta = useTranslations("apps");
  // One read for the campaign: every ad's list shares it.
  const query = useTrackingLinks(organizationId, campaignId);
  if (!query.data) return null;
  const links = query.data.items.find((item) => item.adId === adId)?.links ?? [];
  const many = new Set(links.map((link) => link.creativeId)).size > 1;
  return (
    <section aria-label={t("trackingLinks.title")} className="space-y-2" data-testid={`tracking-links-${adId}`}>
      <h4 className="text-sm font-medium text-slate-800">{t("trackingLinks.title")}</h4>
      {links.length === 0 ? (
        <p className="text-sm text-slate-500">
          {t("trackingLinks.none")}{" "}
          <Link
            href={`/organizations/${organizationId}/apps/${appId}?tab=attribution`}
            className="font-medium text-indigo-700 hover:underline"
          >
            {t("trackingLinks.setUp")}
          </Link>
        </p>
      ) : (
        <ul className="space-y-2">
          {links.map((link) => (
            <li key={`${link.platform}-${link.creativeId}`} className="space-y-1">
              <p className="text-xs text-slate-500">
                {ta(`platforms.${link.platform}`)} · {ta(`attribution.partners.${link.partner}`)}
                {many && link.creativeId ? ` · ${t("trackingLinks.creative", { id: link.creativeId.slice(-6) })}` : ""}
              </p>
              {link.url ? (
                <div className="flex items-start gap-2">
                  <code
                    className="min-w-0 flex-1 rounded-md bg-slate-50 p-2 font-mono text-xs break-all text-slate-800 ring-1 ring-slate-200"
                    data-testid="tracking-link"
                  >
                    {link.url}
                  </code>
                  <CopyButton value={link.url} label={t("trackingLinks.copy")} />
                </div>
              ) : (
                <p className="text-sm text-amber-800">{t("trackingLinks.waiting", { setting: link.missing ?? "" })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
