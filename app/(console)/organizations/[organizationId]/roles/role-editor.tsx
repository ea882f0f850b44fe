"use client";
import { useEffect, useMemo, useState } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Form } from "@/components/ui/form";
import { ApiClientError } from "@/lib/api/client";
import { useCan } from "@/lib/members/hooks/use-me";
import { useMemberAuthority } from "@/lib/members/hooks/use-member-authority";
import { usePermissionCatalogue } from "@/lib/organizations/hooks/use-permission-catalogue";
import type { PermissionCatalogue } from "@/lib/permissions/schemas";
import { useCreateRole } from "@/lib/roles/hooks/use-create-role";
import { useRole } from "@/lib/roles/hooks/use-role";
import { useUpdateRole } from "@/lib/roles/hooks/use-update-role";
import type { createRoleBody, Role } from "@/lib/roles/schemas";
import { PermissionPicker } from "./permission-picker";
import { pickerFromCoverage, pickerFromStatements, rootNodeId, statementsFromPicker, type Picker } from "./role-statements";
import { TargetTreePicker } from "./target-tree-picker";
import { useStatementLabel, useTargetLabels } from "./use-statement-label";
import { useLabels } from "@/lib/i18n/use-labels";

/** Create (no roleId) or edit a custom role; system roles and callers without role:update see it read-only. */
export function RoleEditor({ organizationId, roleId }: { organizationId: string; roleId?: string }) {
  const t = useTranslations("roles.editor");
  const catalogue = usePermissionCatalogue(organizationId);
  const role = useRole(organizationId, roleId ?? "", !!roleId);
  const pending = catalogue.isPending || (!!roleId && role.isPending);
  const error = catalogue.error ?? (roleId ? role.error : null);
  const labels = useLabels();
  const name = role.data ? labels.roleName(role.data) : "";
  const title = !roleId ? t("newTitle") : role.data ? (role.data.systemKey ? t("viewTitle", { name }) : t("editTitle", { name })) : "…";
  return (
    <>
      <Link
        href={`/organizations/${organizationId}/roles`}
        className="mb-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
      >
        ← {t("back")}
      </Link>
      <PageHeader title={title} description={role.data ? labels.roleDescription(role.data) : undefined} />
      <QueryState isPending={pending} error={error} onRetry={() => (catalogue.error ? catalogue.refetch() : role.refetch())}>
        {catalogue.data && (!roleId || role.data) && (
          <RoleForm organizationId={organizationId} catalogue={catalogue.data} role={roleId ? role.data : undefined} />
        )}
      </QueryState>
    </>
  );
}

type Values = Pick<z.input<typeof createRoleBody>, "name" | "description" | "statements">;
// Operation 7's rules for the fields the form holds, loaded after the page with zod.
const resolver = lazyZodResolver(() =>
  import("@/lib/roles/schemas").then((m) => m.createRoleBody.pick({ name: true, description: true, statements: true })),
);

function RoleForm({ organizationId, catalogue, role }: { organizationId: string; catalogue: PermissionCatalogue; role?: Role }) {
  const t = useTranslations("roles.editor");
  const common = useTranslations("common");
  const router = useRouter();
  const authority = useMemberAuthority(organizationId);
  const can = useCan(organizationId, role ? "role:update" : "role:create");
  const create = useCreateRole(organizationId);
  const update = useUpdateRole(organizationId, role?._id ?? "");
  const system = !!role?.systemKey;
  const readOnly = system || !can.allowed;

  const initialPicker = useMemo<Picker | null>(() => {
    if (!role) return { permissions: new Set(), nodes: new Set([rootNodeId(catalogue)]) };
    return system ? pickerFromCoverage(role.statements, catalogue) : pickerFromStatements(role.statements, catalogue);
  }, [role, system, catalogue]);
  const [mode, setMode] = useState<"picker" | "text">(initialPicker ? "picker" : "text");
  const [picker, setPicker] = useState<Picker>(initialPicker ?? { permissions: new Set(), nodes: new Set([rootNodeId(catalogue)]) });
  const [text, setText] = useState((role?.statements ?? []).join("\n"));
  // A role just created arrives here with ?saved=1: its "saved" notice outlives the redirect.
  const justCreated = useSearchParams().get("saved") === "1";
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(() =>
    justCreated ? { tone: "success", text: t("saved") } : null,
  );
  const labels = useLabels();
  const statementLabel = useStatementLabel(catalogue);
  const targetLabels = useTargetLabels(catalogue);

  const statements =
    mode === "picker"
      ? system
        ? (role?.statements ?? [])
        : statementsFromPicker(picker, catalogue)
      : text
          .split("\n")
          .map((s) => s.trim())
          .filter(Boolean);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      name: role ? labels.roleName(role) : "",
      description: (role ? labels.roleDescription(role) : "") ?? "",
      statements: role?.statements ?? [],
    },
  });
  const { errors } = form.formState;
  const statementsKey = statements.join("\n");
  useEffect(() => {
    // Validated again once a submit has shown errors, so "at least one statement" goes as soon as one is picked.
    form.setValue("statements", statementsKey ? statementsKey.split("\n") : [], {
      shouldDirty: !!role || statementsKey !== "",
      shouldValidate: form.formState.isSubmitted,
    });
  }, [statementsKey, form, role]);

  const scopedChosen = [...picker.permissions].some((id) =>
    catalogue.groups.some((g) => g.permissions.some((p) => p.id === id && p.targetTreeId)),
  );
  const refusal = (permissionId: string) =>
    authority.grantStatements(statementsFromPicker({ permissions: new Set([permissionId]), nodes: picker.nodes }, catalogue));

  const togglePermissions = (ids: string[], on: boolean) =>
    setPicker((p) => {
      const permissions = new Set(p.permissions);
      for (const id of ids) on ? permissions.add(id) : permissions.delete(id);
      return { ...p, permissions };
    });
  const toggleNode = (id: string) =>
    setPicker((p) => {
      const nodes = new Set(p.nodes);
      if (nodes.has(id)) nodes.delete(id);
      else nodes.add(id);
      return { ...p, nodes };
    });
  const switchMode = () => {
    if (mode === "picker") {
      setText(statements.join("\n"));
      setMode("text");
    } else {
      const parsed = pickerFromStatements(statements, catalogue);
      if (parsed) {
        setPicker(parsed);
        setMode("picker");
      } else setStatus({ tone: "error", text: t("notRepresentable") });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const body = { name: values.name, description: values.description ?? "", statements: values.statements };
    try {
      if (role) {
        await update.mutateAsync(body);
        setStatus({ tone: "success", text: t("saved") });
      } else {
        const created = await create.mutateAsync(body);
        router.push(`/organizations/${organizationId}/roles/${created._id}?saved=1`);
      }
    } catch (e) {
      if (!(e instanceof ApiClientError)) return setStatus({ tone: "error", text: (e as Error).message });
      if (e.reason === "ROLE_NAME_TAKEN") return form.setError("name", { type: "server", message: e.message });
      const statementErrors = e.details
        .map((d) => /^statements\.(\d+)$/.exec(d.path))
        .map((m, i) => (m ? t("statementError", { index: Number(m[1]) + 1, message: e.details[i].message }) : null))
        .filter(Boolean);
      if (statementErrors.length) form.setError("statements", { type: "server", message: statementErrors.join("\n") });
      for (const d of e.details)
        if (d.path === "name" || d.path === "description") form.setError(d.path, { type: "server", message: d.message });
      if (!statementErrors.length && !e.details.length) setStatus({ tone: "error", text: e.message });
    }
  });

  const statementsError =
    errors.statements?.message ??
    (Array.isArray(errors.statements) ? errors.statements.find(Boolean)?.message : undefined) ??
    errors.statements?.root?.message;
  const saving = create.isPending || update.isPending;
  const toggle = !readOnly && (
    <Button size="sm" variant="secondary" onClick={switchMode}>
      {mode === "picker" ? t("editAsText") : t("usePicker")}
    </Button>
  );
  return (
    <Form onSubmit={onSubmit} className="space-y-6">
      {system && <Alert tone="info">{t("systemReadOnly")}</Alert>}
      {!system && !can.allowed && can.reason !== common("loading") && role && <Alert tone="info">{t("readOnly")}</Alert>}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <fieldset disabled={readOnly} className="space-y-6">
        <Card>
          <div className="grid gap-5 md:grid-cols-2">
            <Field label={t("name")} hint={t("nameHint")} error={errors.name?.message}>
              <Input {...form.register("name")} />
            </Field>
            <Field label={t("description")} hint={t("descriptionHint")} error={errors.description?.message}>
              <Textarea rows={2} {...form.register("description")} />
            </Field>
          </div>
        </Card>
        {mode === "picker" ? (
          <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
            <Card title={t("permissions")} description={t("permissionsHint")}>
              <PermissionPicker
                groups={catalogue.groups}
                selected={picker.permissions}
                onChange={togglePermissions}
                disabled={readOnly}
                refusal={readOnly ? () => undefined : refusal}
              />
            </Card>
            <Card title={t("scope")} description={t("scopeHint")}>
              <TargetTreePicker
                nodes={catalogue.targetTree.nodes}
                selected={picker.nodes}
                onToggle={toggleNode}
                disabled={readOnly}
                label={targetLabels.label}
              />
              {scopedChosen && picker.nodes.size === 0 && (
                <p role="alert" className="mt-3 text-xs font-medium text-red-700">
                  {t("noScope")}
                </p>
              )}
            </Card>
          </div>
        ) : (
          <Card title={t("statements")} description={t("textHint")} actions={toggle}>
            {!initialPicker && role && !system && (
              <Alert tone="info" className="mb-3">
                {t("notRepresentable")}
              </Alert>
            )}
            <Field label={t("statementsHint")} error={statementsError}>
              <Textarea
                rows={10}
                className="font-mono text-xs"
                spellCheck={false}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
          </Card>
        )}
      </fieldset>
      {mode === "picker" && (
        <Card title={t("statements")} description={t("statementsHint")} actions={toggle}>
          {statements.length === 0 ? (
            <p className="text-sm text-slate-500">{t("noStatements")}</p>
          ) : (
            // Focusable so that a keyboard can scroll a long list.
            <ul className="max-h-64 space-y-0.5 overflow-y-auto" aria-label={t("statements")} tabIndex={0}>
              {statements.map((s) => (
                <li key={s} className="text-xs text-slate-700" title={s}>
                  {statementLabel(s)}
                </li>
              ))}
            </ul>
          )}
          {statementsError && (
            <p role="alert" className="mt-2 whitespace-pre-line text-xs font-medium text-red-700">
              {statementsError}
            </p>
          )}
          {role && (
            <p className="mt-3">
              <Badge tone={system ? "indigo" : "yellow"}>{labels.roleType(role.type)}</Badge>
            </p>
          )}
        </Card>
      )}
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? common("saving") : t("save")}
          </Button>
        </div>
      )}
    </Form>
  );
}
