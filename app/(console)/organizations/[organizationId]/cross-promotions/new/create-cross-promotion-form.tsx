"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { FormProvider, useController, useForm } from "react-hook-form";
import { useTimeZone, useTranslations } from "next-intl";
import { ApprovalStatusBadge } from "@/components/apps/approval-status-badge";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Form } from "@/components/ui/form";
import { formPart } from "@/components/ui/form-part";
import { useApps } from "@/lib/apps/hooks/use-apps";
import { useCreateCrossPromotion } from "@/lib/cross-promotions/hooks/use-create-cross-promotion";
import { useCan } from "@/lib/members/hooks/use-me";
import { AdsCard, ScheduleFields } from "@/app/(console)/organizations/[organizationId]/campaigns/new/ads-card";
import { TargetingFields, type TargetingValues } from "@/app/(console)/organizations/[organizationId]/campaigns/targeting-fields";
import { useCampaignSubmit } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-submit";
import {
  InventoryTargetsField,
  type InventoryTargetValues,
} from "@/app/(console)/organizations/[organizationId]/cross-promotions/inventory-targets-field";
import { crossPromotionResolver, defaultValues, fieldPaths, type CrossPromotionValues } from "./cross-promotion-form-values";

export function CreateCrossPromotionForm({ organizationId, appId }: { organizationId: string; appId: string }) {
  const t = useTranslations("crossPromotions");
  const tcamp = useTranslations("campaigns");
  const router = useRouter();
  const create = useCreateCrossPromotion(organizationId);
  const can = useCan(organizationId, "house-campaign:create");
  const apps = useApps(organizationId, {});
  const appOptions = apps.data?.pages.flatMap((page) => page.items) ?? [];
  const timeZone = useTimeZone() ?? "UTC";
  const [initial] = useState(() => defaultValues(organizationId, appId, timeZone));
  const form = useForm<CrossPromotionValues, unknown, CrossPromotionValues>({
    resolver: crossPromotionResolver(timeZone),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const promotedApp = useController({ control: form.control, name: "promotedAppId" });
  const chosenApp = appOptions.find((app) => app._id === promotedApp.field.value);

  const { onSubmit, error } = useCampaignSubmit(form, fieldPaths, async (body) => {
    await create.mutateAsync(body);
    router.push(`/organizations/${organizationId}/cross-promotions`);
  });

  return (
    <>
      <PageHeader title={t("form.title")} description={t("form.subtitle")} />
      <FormProvider {...form}>
        <Form onSubmit={onSubmit} className="space-y-6">
          {error && <Alert tone="error">{error}</Alert>}
          <Card title={t("form.basics")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field label={t("form.promotedApp")} hint={t("form.promotedAppHint")} error={errors.promotedAppId?.message}>
                  {/* Controlled, so an app chosen before the options arrive (?appId=) shows once they do. */}
                  <Select {...promotedApp.field} value={promotedApp.field.value ?? ""}>
                    <option value="">{t("form.chooseApp")}</option>
                    {appOptions.map((app) => (
                      <option key={app._id} value={app._id}>
                        {app.name}
                      </option>
                    ))}
                  </Select>
                </Field>
                {chosenApp && (
                  <div className="mt-2 flex flex-wrap gap-1">
                    {chosenApp.platformReviews.map((review) => (
                      <ApprovalStatusBadge key={review.platform} platform={review.platform} status={review.status} />
                    ))}
                  </div>
                )}
              </div>
              <div className="sm:col-span-2">
                <Field label={tcamp("form.name")} hint={tcamp("form.nameHint")} error={errors.name?.message}>
                  <Input {...form.register("name")} />
                </Field>
              </div>
              <ScheduleFields />
            </div>
          </Card>
          <Card title={t("form.inventory")}>
            <InventoryTargetsField organizationId={organizationId} control={formPart(form)<InventoryTargetValues>().control} />
          </Card>
          <Card title={tcamp("form.targeting")} description={tcamp("form.targetingHint")}>
            <TargetingFields control={formPart(form)<TargetingValues>().control} errors={errors as never} />
          </Card>
          <AdsCard organizationId={organizationId} promotedApp={false} priced={false} />
          <div className="flex items-center justify-between gap-4">
            <Link href={`/organizations/${organizationId}/cross-promotions`} className="text-sm text-slate-600 hover:underline">
              {t("form.cancel")}
            </Link>
            <Button type="submit" disabledReason={can.reason} disabled={create.isPending}>
              {create.isPending ? t("form.submitting") : t("form.submit")}
            </Button>
          </div>
        </Form>
      </FormProvider>
    </>
  );
}
