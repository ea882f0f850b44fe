"use client";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
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
  const defaultRole = roles.find((r) => r.systemKey === "viewer" && !refusal(r)) ?? roles.find((r) => !refusal(r));
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", description: "", roleId: defaultRole?._id ?? "" },
  });
  const { errors } = form.formState;
  const { onSubmit, error } = useFormSubmit(form, FIELDS, async (values) => {
    onCreated(await create.mutateAsync({ name: values.name, description: values.description || undefined, roleId: values.roleId }));
  });
  return (
    <FormDialog
      title={t("title")}
      description={t("description")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={error}
      submitLabel={t("submit")}
      pendingLabel={t("submitting")}
      pending={create.isPending}
    >
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
    </FormDialog>
  );
}
