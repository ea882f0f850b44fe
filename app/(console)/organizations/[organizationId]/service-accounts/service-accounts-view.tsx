"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { SecretDialog } from "@/components/ui/secret-dialog";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useLabels } from "@/lib/i18n/use-labels";
import { useDeleteServiceAccount } from "@/lib/service-accounts/hooks/use-delete-service-account";
import { useRevokeServiceAccountKey } from "@/lib/service-accounts/hooks/use-revoke-service-account-key";
import { useServiceAccounts } from "@/lib/service-accounts/hooks/use-service-accounts";
import type { ServiceAccount, ServiceAccountKey } from "@/lib/service-accounts/schemas";
import { ServiceAccountKeys } from "./service-account-keys";
import { useServiceAccountAuthority } from "./use-service-account-authority";

// The forms load when their dialog opens, not with the list.
const CreateServiceAccountDialog = dynamic(() => import("./create-service-account-dialog").then((m) => m.CreateServiceAccountDialog), {
  ssr: false,
});
const RotateKeyDialog = dynamic(() => import("./rotate-key-dialog").then((m) => m.RotateKeyDialog), { ssr: false });

const ROLE_TONE: Record<string, "indigo" | "blue" | "gray"> = { Owner: "indigo", Admin: "blue", Viewer: "gray" };

type Open =
  | { kind: "create" }
  | { kind: "secret"; name: string; apiKey: string }
  | { kind: "rotate"; account: ServiceAccount; key: ServiceAccountKey }
  | { kind: "revoke"; account: ServiceAccount; key: ServiceAccountKey }
  | { kind: "delete"; account: ServiceAccount }
  | null;

export function ServiceAccountsView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("serviceAccounts");
  const labels = useLabels();
  const accounts = useServiceAccounts(organizationId);
  const authority = useServiceAccountAuthority(organizationId);
  const revoke = useRevokeServiceAccountKey(organizationId);
  const remove = useDeleteServiceAccount(organizationId);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const list = accounts.data?.pages.flatMap((page) => page.items) ?? [];

  const act = async (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: "success", text: done });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
    setOpen(null);
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <Button onClick={() => setOpen({ kind: "create" })} disabledReason={authority.create()}>
            {t("create")}
          </Button>
        }
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <QueryState isPending={accounts.isPending} error={accounts.error} onRetry={() => accounts.refetch()}>
        {list.length === 0 ? (
          <TableEmpty>{t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("table.caption")}>
            <thead>
              <tr>
                <Th>{t("table.account")}</Th>
                <Th>{t("table.role")}</Th>
                <Th>{t("table.keys")}</Th>
                <Th className="relative text-right">
                  <span className="sr-only">{t("table.actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((account) => {
                const reason = authority.account(account);
                return (
                  <tr key={account._id} data-testid={`service-account-${account.name}`}>
                    <Td className="max-w-[16rem]">
                      <p className="truncate font-medium text-slate-900" title={account.name}>
                        {account.name}
                      </p>
                      {account.description && (
                        <p className="truncate text-xs text-slate-500" title={account.description}>
                          {account.description}
                        </p>
                      )}
                    </Td>
                    <Td label={t("table.role")}>
                      <Badge tone={ROLE_TONE[account.role.name] ?? "yellow"}>{labels.memberRoleName(account.role.name)}</Badge>
                    </Td>
                    <Td label={t("table.keys")} className="w-72 min-w-[15rem] whitespace-normal!">
                      <ServiceAccountKeys
                        keys={account.keys}
                        disabledReason={reason}
                        onRotate={(key) => setOpen({ kind: "rotate", account, key })}
                        onRevoke={(key) => setOpen({ kind: "revoke", account, key })}
                      />
                    </Td>
                    <Td className="text-right">
                      <Button size="sm" variant="danger" disabledReason={reason} onClick={() => setOpen({ kind: "delete", account })}>
                        {t("delete")}
                      </Button>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        <LoadMore query={accounts} label={t("loadMore")} />
      </QueryState>

      {open?.kind === "create" && (
        <CreateServiceAccountDialog
          organizationId={organizationId}
          roles={authority.roles}
          refusal={authority.giveRole}
          onClose={() => setOpen(null)}
          onCreated={(account) => setOpen({ kind: "secret", name: account.name, apiKey: account.apiKey })}
        />
      )}
      {open?.kind === "rotate" && (
        <RotateKeyDialog
          organizationId={organizationId}
          serviceAccountId={open.account._id}
          apiKey={open.key}
          onClose={() => setOpen(null)}
          onRotated={(apiKey) => setOpen({ kind: "secret", name: open.account.name, apiKey })}
        />
      )}
      {open?.kind === "secret" && (
        <SecretDialog
          title={t("keyDialog.title", { name: open.name })}
          notice={t("keyDialog.notice")}
          label={t("keyDialog.label")}
          value={open.apiKey}
          closeLabel={t("keyDialog.close")}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === "revoke"}
        onClose={() => setOpen(null)}
        onConfirm={() =>
          open?.kind === "revoke" &&
          act(
            () => revoke.mutateAsync({ serviceAccountId: open.account._id, keyId: open.key._id }),
            t("revokeDialog.done", { prefix: open.key.prefix }),
          )
        }
        title={open?.kind === "revoke" ? t("revokeDialog.title", { prefix: open.key.prefix }) : ""}
        description={t("revokeDialog.description")}
        confirmLabel={t("revokeDialog.confirm")}
        danger
        pending={revoke.isPending}
      />
      <ConfirmDialog
        open={open?.kind === "delete"}
        onClose={() => setOpen(null)}
        onConfirm={() =>
          open?.kind === "delete" && act(() => remove.mutateAsync(open.account._id), t("deleteDialog.done", { name: open.account.name }))
        }
        title={open?.kind === "delete" ? t("deleteDialog.title", { name: open.account.name }) : ""}
        description={t("deleteDialog.description")}
        confirmLabel={t("deleteDialog.confirm")}
        danger
        pending={remove.isPending}
      />
    </>
  );
}
