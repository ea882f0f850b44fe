"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useCan } from "@/lib/members/hooks/use-me";
import { useDeleteRole } from "@/lib/roles/hooks/use-delete-role";
import { useRoles } from "@/lib/roles/hooks/use-roles";
import type { Role } from "@/lib/roles/schemas";
import { useLabels } from "@/lib/i18n/use-labels";

export function RolesView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("roles");
  const labels = useLabels();
  const router = useRouter();
  const roles = useRoles(organizationId);
  const canCreate = useCan(organizationId, "role:create");
  const canUpdate = useCan(organizationId, "role:update");
  const canDelete = useCan(organizationId, "role:delete");
  const remove = useDeleteRole(organizationId);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const deleteReason = (role: Role) =>
    role.systemKey ? t("systemImmutable") : (canDelete.reason ?? (role.memberCount > 0 ? t("inUse") : undefined));

  const confirmDelete = async (role: Role) => {
    setNotice(null);
    try {
      await remove.mutateAsync(role._id);
      setNotice({ tone: "success", text: t("deleteDialog.done", { name: role.name }) });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <Button disabledReason={canCreate.reason} onClick={() => router.push(`/organizations/${organizationId}/roles/new`)}>
            {t("create")}
          </Button>
        }
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <QueryState isPending={roles.isPending} error={roles.error} onRetry={() => roles.refetch()}>
        <Table caption={t("table.caption")}>
          <thead>
            <tr>
              <Th>{t("table.name")}</Th>
              <Th>{t("table.type")}</Th>
              <Th className="text-right">{t("table.members")}</Th>
              <Th className="text-right">{t("table.statements")}</Th>
              <Th className="text-right">{t("table.actions")}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {roles.data?.map((role) => {
              const editable = !role.systemKey && canUpdate.allowed;
              return (
                <tr key={role._id}>
                  <Td className="whitespace-normal!">
                    <Link
                      href={`/organizations/${organizationId}/roles/${role._id}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {labels.roleName(role)}
                    </Link>
                    {labels.roleDescription(role) && <p className="max-w-md text-xs text-slate-500">{labels.roleDescription(role)}</p>}
                  </Td>
                  <Td label={t("table.type")}>
                    {role.systemKey ? <Badge tone="indigo">{t("type.system")}</Badge> : <Badge tone="yellow">{t("type.custom")}</Badge>}
                  </Td>
                  <Td label={t("table.members")} className="text-right tabular-nums">
                    {role.memberCount}
                  </Td>
                  <Td label={t("table.statements")} className="text-right tabular-nums">
                    {role.statements.length}
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-2">
                      <Link
                        href={`/organizations/${organizationId}/roles/${role._id}`}
                        aria-label={`${editable ? t("edit") : t("view")}: ${role.name}`}
                        className="inline-flex items-center rounded-md bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
                      >
                        {editable ? t("edit") : t("view")}
                      </Link>
                      <Button
                        size="sm"
                        variant="danger"
                        disabledReason={deleteReason(role)}
                        onClick={() => setDeleting(role)}
                        aria-label={`${t("delete")}: ${role.name}`}
                      >
                        {t("delete")}
                      </Button>
                    </div>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </QueryState>
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
        title={deleting ? t("deleteDialog.title", { name: deleting.name }) : ""}
        description={t("deleteDialog.description")}
        confirmLabel={t("deleteDialog.confirm")}
        danger
        pending={remove.isPending}
      />
    </>
  );
}
