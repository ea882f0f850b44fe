"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { useCreateOrganization } from "@/lib/organizations/hooks/use-create-organization";
import { useOrganizations } from "@/lib/organizations/hooks/use-organizations";
import type { createOrganizationBody } from "@/lib/organizations/schemas";

type Values = z.input<typeof createOrganizationBody>;
const FIELDS = ["name", "description", "parentOrganizationId"] as const;

export function CreateOrganizationForm() {
  const t = useTranslations();
  const router = useRouter();
  const organizations = useOrganizations();
  const create = useCreateOrganization();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: lazyZodResolver(() => import("@/lib/organizations/schemas").then((m) => m.createOrganizationBody)),
  });
  const owned = (organizations.data?.items ?? []).filter((o) => o.roleName === "Owner");

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const body = {
      ...values,
      parentOrganizationId: values.parentOrganizationId || undefined,
      description: values.description || undefined,
    };
    try {
      const organization = await create.mutateAsync(body);
      router.push(`/organizations/${organization._id}/settings`);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setError((e as Error).message);
    }
  });

  return (
    <Card title={t("organizations.createTitle")}>
      <Form onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={t("organizations.name")} error={form.formState.errors.name?.message}>
          <Input {...form.register("name")} />
        </Field>
        <Field
          label={t("organizations.description")}
          optionalLabel={t("common.optional")}
          error={form.formState.errors.description?.message}
        >
          <Textarea {...form.register("description")} />
        </Field>
        {owned.length > 0 && (
          <Field
            label={t("organizations.parent")}
            hint={t("organizations.parentHint")}
            error={form.formState.errors.parentOrganizationId?.message}
          >
            <Select {...form.register("parentOrganizationId", { setValueAs: (v) => v || undefined })}>
              <option value="">{t("organizations.parentNone")}</option>
              {owned.map((o) => (
                <option key={o._id} value={o._id}>
                  {o.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? t("common.creating") : t("common.create")}
        </Button>
      </Form>
    </Card>
  );
}
