"use client";
import { useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTimeZone, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Form } from "@/components/ui/form";
import { formPart } from "@/components/ui/form-part";
import { useApps } from "@/lib/apps/hooks/use-apps";
import { useCreateCampaign } from "@/lib/campaigns/hooks/use-create-campaign";
import { useCan } from "@/lib/members/hooks/use-me";
import { TargetingFields, type TargetingValues } from "@/app/(console)/organizations/[organizationId]/campaigns/targeting-fields";
import { BidGoalFields } from "@/app/(console)/organizations/[organizationId]/campaigns/bid-goal-fields";
import type { CountryBidsFormValues } from "@/app/(console)/organizations/[organizationId]/campaigns/country-bids-field";
import { AdsCard, ScheduleFields } from "./ads-card";
import { createBody, createCampaignResolver, defaultValues, fieldPaths, type CreateCampaignValues } from "./campaign-form-values";
import { toNumber } from "@/app/(console)/organizations/[organizationId]/campaigns/to-number";
import { useCampaignSubmit } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-submit";
import {
  DeliveryLimitFields,
  type DeliveryLimitValues,
} from "@/app/(console)/organizations/[organizationId]/campaigns/delivery-limit-fields";

export function CreateCampaignForm({ organizationId }: { organizationId: string }) {
  const t = useTranslations("campaigns");
  const router = useRouter();
  const create = useCreateCampaign(organizationId);
  const can = useCan(organizationId, "campaign:create");
  const timeZone = useTimeZone() ?? "UTC";
  const [initial] = useState(() => defaultValues(timeZone));
  const form = useForm<CreateCampaignValues, unknown, CreateCampaignValues>({
    resolver: createCampaignResolver(timeZone),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const apps = useApps(organizationId, {});
  const appName = (id: string) => apps.data?.pages.flatMap((page) => page.items).find((app) => app._id === id)?.name;
  const ads = useWatch({ control: form.control, name: "ads" });
  const promotedAppIds = [...new Set(ads.flatMap((ad) => (ad.promotedAppId ? [ad.promotedAppId] : [])))];

  // Which of the two submit buttons sent the form: "Save as draft" keeps the campaign out of review.
  const asDraft = useRef(false);
  const [savingDraft, setSavingDraft] = useState(false);
  const { onSubmit, error } = useCampaignSubmit(form, fieldPaths, async (values) => {
    setSavingDraft(asDraft.current);
    // What the resolver passed is the request it judged (createBody's), not the form's own values.
    const body = values as unknown as ReturnType<typeof createBody>;
    const campaign = await create.mutateAsync(asDraft.current ? { ...body, draft: true } : body);
    router.push(`/organizations/${organizationId}/campaigns/${campaign._id}`);
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
                <Field label={t("form.name")} hint={t("form.nameHint")} error={errors.name?.message}>
                  <Input {...form.register("name")} />
                </Field>
              </div>
              <ScheduleFields whenApproved />
              <Field label={t("form.budget")} hint={t("form.budgetHint")} error={errors.budget?.message}>
                <Input type="number" min={0} step={1} inputMode="numeric" {...form.register("budget", { setValueAs: toNumber })} />
              </Field>
              <Field label={t("form.dailyBudget")} hint={t("form.dailyBudgetHint")} error={errors.dailyBudget?.message}>
                <Input type="number" min={1} step={1} inputMode="numeric" {...form.register("dailyBudget", { setValueAs: toNumber })} />
              </Field>
            </div>
          </Card>
          <Card title={t("form.targeting")} description={t("form.targetingHint")}>
            <TargetingFields control={formPart(form)<TargetingValues>().control} errors={errors as never} />
          </Card>
          <AdsCard organizationId={organizationId} />
          <Card title={t("bids.section")} description={t("bids.sectionHint")}>
            <BidGoalFields
              organizationId={organizationId}
              {...formPart(form)<CountryBidsFormValues>()}
              errors={errors as never}
              promotedAppIds={promotedAppIds}
              appName={appName}
            />
          </Card>
          <Card title={t("limits.section")} description={t("limits.sectionHint")}>
            <DeliveryLimitFields control={formPart(form)<DeliveryLimitValues>().control} errors={errors as never} timeZone={timeZone} />
          </Card>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Link href={`/organizations/${organizationId}/campaigns`} className="text-sm text-slate-600 hover:underline">
              {t("form.cancel")}
            </Link>
            <div className="flex flex-wrap items-center justify-end gap-2">
              <Button
                type="submit"
                variant="secondary"
                title={t("form.draftHint")}
                disabledReason={can.reason}
                disabled={create.isPending}
                onClick={() => (asDraft.current = true)}
              >
                {create.isPending && savingDraft ? t("form.savingDraft") : t("form.saveDraft")}
              </Button>
              <Button type="submit" disabledReason={can.reason} disabled={create.isPending} onClick={() => (asDraft.current = false)}>
                {create.isPending && !savingDraft ? t("form.submitting") : t("form.submit")}
              </Button>
            </div>
          </div>
          <p className="text-right text-xs text-slate-500">{t("form.draftHint")}</p>
        </Form>
      </FormProvider>
    </>
  );
}
