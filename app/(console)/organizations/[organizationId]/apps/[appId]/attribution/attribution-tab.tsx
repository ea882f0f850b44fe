"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { ATTRIBUTION_PLATFORMS, type AttributionPlatform } from "@/lib/attribution/partners";
import { useAttributionSettings } from "@/lib/attribution/settings/hooks/use-attribution";
import type { App } from "@/lib/apps/schemas";
import { useCan } from "@/lib/members/hooks/use-me";
import { appTarget } from "@/lib/permissions/statement-targets";
import { PlatformSettingForm } from "./platform-setting-form";
import { PostbackLog } from "./postback-log";
import { PostbackTokens } from "./postback-tokens";
import { TestPostback } from "./test-postback";
import { TrackingLinkTemplate } from "./tracking-link-template";

/** The app's Attribution tab: each platform's partner, the postback tokens, the tracking link format. */
export function AttributionTab({ app }: { app: App }) {
  const t = useTranslations("apps");
  const organizationId = app.organizationId;
  const settings = useAttributionSettings(organizationId, app._id);
  const can = useCan(organizationId, "app:update", appTarget(organizationId, app._id));
  const platforms = ATTRIBUTION_PLATFORMS.filter((platform) => (app.platform as string[]).includes(platform)) as AttributionPlatform[];
  if (platforms.length === 0) return <Alert tone="info">{t("attribution.noPlatforms")}</Alert>;
  const items = settings.data?.items ?? [];
  return (
    <div className="space-y-6" data-testid="attribution-tab">
      <p className="max-w-3xl text-sm text-slate-600">{t("attribution.intro")}</p>
      {!can.allowed && can.reason && <Alert tone="info">{t("attribution.readOnly")}</Alert>}
      <QueryState isPending={settings.isPending} error={settings.error} onRetry={() => settings.refetch()}>
        <div className="grid gap-6 xl:grid-cols-2">
          {platforms.map((platform) => {
            const setting = items.find((item) => item.platform === platform);
            return (
              <Card
                key={platform}
                title={t(`platforms.${platform}`)}
                description={t("attribution.platformSubtitle")}
                actions={
                  <Badge tone={setting ? "green" : "gray"} className="shrink-0 whitespace-nowrap">
                    {setting
                      ? t("attribution.setUp", { partner: t(`attribution.partners.${setting.partner}`) })
                      : t("attribution.notSetUp")}
                  </Badge>
                }
              >
                <PlatformSettingForm organizationId={organizationId} appId={app._id} platform={platform} setting={setting} can={can} />
              </Card>
            );
          })}
        </div>
        <PostbackTokens organizationId={organizationId} appId={app._id} settings={items} can={can} />
        <TrackingLinkTemplate settings={items} />
      </QueryState>
      {items.length > 0 && (
        <Card title={t("attribution.test.title")}>
          <TestPostback organizationId={organizationId} appId={app._id} platforms={items.map((item) => item.platform)} can={can} />
        </Card>
      )}
      <Card>
        <PostbackLog organizationId={organizationId} appId={app._id} />
      </Card>
    </div>
  );
}
