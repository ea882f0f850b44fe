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
import { isoToLocalInput, localInputToIso } from "@/lib/local-date-time";
import { useUpdateMember } from "@/lib/members/hooks/use-update-member";
import type { Member } from "@/lib/members/member-schema";
import { updateMemberBody } from "@/lib/members/schemas";
import type { Role } from "@/lib/roles/schemas";
import { RoleOptions } from "./role-options";
import { zoneLabel } from "@/lib/time-zone";

// Operation 12's roleId rule; expiresAt as a datetime-local value in the
// organization's time zone (empty: no end).
const formSchema = (timeZone: string) => updateMemberBody.pick({ roleId: true }).extend({ expiresAt: futureLocalDateTime(timeZone) });
type Values = z.input<ReturnType<typeof formSchema>>;
const FIELDS = ["roleId", "expiresAt"] as const;

export function ChangeMemberDialog({
  organizationId,
  member,
  roles,
  refusal,
  onClose,
  onChanged,
}: {
  organizationId: string;
  member: Member;
  roles: Role[];
  refusal: (role: Role) => string | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useTranslations("members.changeDialog");
  const timeZone = useTimeZone() ?? "UTC";
  const common = useTranslations("common");
  const update = useUpdateMember(organizationId, member._id);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(timeZone)),
    defaultValues: { roleId: member.roleId, expiresAt: isoToLocalInput(member.expiresAt, timeZone) },
  });
  const { errors, isDirty } = form.formState;
  const { onSubmit, error } = useFormSubmit(form, FIELDS, async (values) => {
    await update.mutateAsync({ roleId: values.roleId, expiresAt: localInputToIso(values.expiresAt, timeZone) });
    onChanged();
  });
  // The member's current role stays selectable even when the caller could not hand it out anew.
  const roleRefusal = (role: Role) => (role._id === member.roleId ? undefined : refusal(role));
  return (
    <FormDialog
      title={t("title", { name: member.profile.fullName })}
      description={member.email}
      onClose={onClose}
      onSubmit={onSubmit}
      error={error}
      submitLabel={common("save")}
      pendingLabel={common("saving")}
      pending={update.isPending}
      submitDisabled={!isDirty}
    >
      <Field label={t("role")} error={errors.roleId?.message}>
        <Select autoFocus {...form.register("roleId")}>
          <RoleOptions roles={roles} refusal={roleRefusal} />
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
