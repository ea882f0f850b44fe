"use client";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useTimeZone, useTranslations } from "next-intl";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { futureLocalDateTime } from "@/lib/future-local-date-time";
import { localInputToIso } from "@/lib/local-date-time";
import { useAddMember } from "@/lib/members/hooks/use-add-member";
import { addMemberBody } from "@/lib/members/schemas";
import type { Member } from "@/lib/members/member-schema";
import type { Role } from "@/lib/roles/schemas";
import { RoleOptions } from "./role-options";
import { zoneLabel } from "@/lib/time-zone";

// The route's own email and roleId rules; expiresAt as a datetime-local value in the
// organization's time zone.
const formSchema = (timeZone: string) =>
  addMemberBody.pick({ email: true, roleId: true }).extend({ expiresAt: futureLocalDateTime(timeZone) });
type Values = z.input<ReturnType<typeof formSchema>>;
const FIELDS = ["email", "roleId", "expiresAt"] as const;

export function InviteMemberDialog({
  organizationId,
  roles,
  refusal,
  onClose,
  onInvited,
}: {
  organizationId: string;
  roles: Role[];
  refusal: (role: Role) => string | undefined;
  onClose: () => void;
  onInvited: (member: Member) => void;
}) {
  const t = useTranslations("members.inviteDialog");
  const timeZone = useTimeZone() ?? "UTC";
  const common = useTranslations("common");
  const add = useAddMember(organizationId);
  const defaultRole = roles.find((r) => r.systemKey === "viewer" && !refusal(r)) ?? roles.find((r) => !refusal(r));
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(timeZone)),
    defaultValues: { email: "", roleId: defaultRole?._id ?? "", expiresAt: "" },
  });
  const { errors } = form.formState;
  const { onSubmit, error } = useFormSubmit(form, FIELDS, async (values) => {
    const member = await add.mutateAsync({
      email: values.email,
      roleId: values.roleId,
      expiresAt: localInputToIso(values.expiresAt, timeZone) ?? undefined,
    });
    onInvited(member);
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
      pending={add.isPending}
    >
      <Field label={t("email")} error={errors.email?.message}>
        <Input type="email" autoComplete="off" autoFocus {...form.register("email")} />
      </Field>
      <Field label={t("role")} error={errors.roleId?.message}>
        <Select {...form.register("roleId")}>
          <RoleOptions roles={roles} refusal={refusal} />
        </Select>
      </Field>
      <Field
        label={t("expiresAt")}
        hint={`${t("expiresHint")} ${common("timeZone", { zone: zoneLabel(timeZone) })}`}
        optionalLabel={common("optional")}
        error={errors.expiresAt?.message}
      >
        <Input type="datetime-local" {...form.register("expiresAt")} />
      </Field>
    </FormDialog>
  );
}
