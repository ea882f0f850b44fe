"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input, Select } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/api/server-errors";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import type { Role } from "@/lib/roles/schemas";
import { useCreateServiceAccount } from "@/lib/service-accounts/hooks/use-create-service-account";
import { createServiceAccountBody, type ServiceAccount } from "@/lib/service-accounts/schemas";
import { RoleOptions } from "@/app/(console)/organizations/[organizationId]/members/role-options";

const formSchema = createServiceAccountBody.pick({ name: true, description: true, roleId: true });
type Values = z.input<typeof formSchema>;
const FIELDS = ["name", "description", "roleId"] as const;

export function CreateServiceAccountDialog({
  organizationId,
  roles,
  refusal,
  onClose,
  onCreated,
}: {
  organizationId: string;
  roles: Role[];
  refusal: (role: Role) => string | undefined;
  onClose: () => void;
  onCreated: (account: ServiceAccount & { apiKey: string }) => void;
}) {
  const t = useTranslations("serviceAccounts.createDialog");
  const common = useTranslations("common");
  const create = useCreateServiceAccount(organizationId);
  const [error, setError] = useState<string | null>(null);
  const defaultRole = roles.find((r) => r.systemKey === "viewer" && !refusal(r)) ?? roles.find((r) => !refusal(r));
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", description: "", roleId: defaultRole?._id ?? "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onCreated(await create.mutateAsync({ name: values.name, description: values.description || undefined, roleId: values.roleId }));
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setError((e as Error).message);
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("title")}
      description={t("description")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button type="submit" form="create-service-account-form" disabled={create.isPending}>
            {create.isPending ? t("submitting") : t("submit")}
          </Button>
        </>
      }
    >
      <Form id="create-service-account-form" onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={t("name")} error={errors.name?.message}>
          <Input autoComplete="off" autoFocus placeholder={t("namePlaceholder")} {...form.register("name")} />
        </Field>
        <Field label={t("descriptionLabel")} optionalLabel={common("optional")} error={errors.description?.message}>
          <Input autoComplete="off" {...form.register("description")} />
        </Field>
        <Field label={t("role")} hint={t("roleHint")} error={errors.roleId?.message}>
          <Select {...form.register("roleId")}>
            <RoleOptions roles={roles} refusal={refusal} />
          </Select>
        </Field>
      </Form>
    </Dialog>
  );
}
