"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { SecretDialog } from "@/components/ui/secret-dialog";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useIntegrationKeys, useRevokeIntegrationKey } from "@/lib/integration-keys/hooks/use-integration-keys";
import type { IntegrationKey } from "@/lib/integration-keys/schemas";
import { useMe } from "@/lib/members/hooks/use-me";

// The forms load when their dialog opens, not with the list.
const CreateIntegrationKeyDialog = dynamic(() => import("./integration-key-dialogs").then((m) => m.CreateIntegrationKeyDialog), {
  ssr: false,
});
const RotateIntegrationKeyDialog = dynamic(() => import("./integration-key-dialogs").then((m) => m.RotateIntegrationKeyDialog), {
  ssr: false,
});

const STATUS_TONE = { ACTIVE: "green", RETIRING: "yellow", EXPIRED: "red" } as const;

type Open =
  | { kind: "create" }
  | { kind: "secret"; name: string; apiKey: string }
  | { kind: "rotate"; key: IntegrationKey }
  | { kind: "revoke"; key: IntegrationKey }
  | null;

/** Platform reviewers issue, rotate and revoke the serving system's keys. */
export function IntegrationKeysView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("review");
  const tk = useTranslations("review.integrationKeys");
  const tc = useTranslations("common");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const me = useMe(organizationId);
  const reviewer = !!me.data?.reviewer;
  const keys = useIntegrationKeys(reviewer);
  const revoke = useRevokeIntegrationKey();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  if (me.isPending) return <Spinner label={tc("loading")} />;
  if (!reviewer) {
    return (
      <>
        <PageHeader title={tk("title")} description={tk("subtitle")} />
        <Alert tone="info">{t("reviewersOnly")}</Alert>
      </>
    );
  }
  const list = keys.data?.items ?? [];
  const confirmRevoke = async (key: IntegrationKey) => {
    setNotice(null);
    try {
      await revoke.mutateAsync(key._id);
      setNotice({ tone: "success", text: tk("revokeDialog.done", { prefix: key.prefix }) });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
    setOpen(null);
  };

  return (
    <>
      <PageHeader
        title={tk("title")}
        description={tk("subtitle")}
        actions={<Button onClick={() => setOpen({ kind: "create" })}>{tk("create")}</Button>}
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <QueryState isPending={keys.isPending} error={keys.error} onRetry={() => keys.refetch()}>
        {list.length === 0 ? (
          <TableEmpty>{tk("empty")}</TableEmpty>
        ) : (
          <Table caption={tk("caption")}>
            <thead>
              <tr>
                <Th>{tk("columns.name")}</Th>
                <Th>{tk("columns.key")}</Th>
                <Th>{tk("columns.limits")}</Th>
                <Th>{tk("columns.lastUsed")}</Th>
                <Th className="relative text-right">
                  <span className="sr-only">{tk("columns.actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((key) => (
                <tr key={key._id} data-testid={`integration-key-${key.prefix}`}>
                  <Td className="max-w-[16rem]">
                    <p className="truncate font-medium text-slate-900" title={key.name}>
                      {key.name}
                    </p>
                  </Td>
                  <Td label={tk("columns.key")}>
                    <div className="flex flex-wrap items-center gap-2">
                      <code className="font-mono text-xs text-slate-800">{key.prefix}…</code>
                      <Badge tone={STATUS_TONE[key.status]}>{tk(`status.${key.status}`)}</Badge>
                    </div>
                    {key.retiresAt ? (
                      <p className="mt-1 text-xs font-medium text-amber-800">
                        {tk("retires", { date: format.dateTime(new Date(key.retiresAt), "short") })}
                      </p>
                    ) : (
                      key.expiresAt && (
                        <p className="mt-1 text-xs text-slate-600">
                          {tk("expires", { date: format.dateTime(new Date(key.expiresAt), "short") })}
                        </p>
                      )
                    )}
                  </Td>
                  <Td label={tk("columns.limits")} className="text-xs text-slate-600">
                    {tk("limits", {
                      ips: key.ipWhitelist.length,
                      rate: key.rateLimit
                        ? tk("rate", { requests: key.rateLimit.requests, seconds: key.rateLimit.windowSeconds })
                        : tk("noRate"),
                    })}
                  </Td>
                  <Td label={tk("columns.lastUsed")} className="text-xs text-slate-600">
                    {key.lastUsedAt ? format.relativeTime(new Date(key.lastUsedAt), now) : tk("neverUsed")}
                  </Td>
                  <Td className="text-right">
                    <div className="flex justify-end gap-1">
                      {key.status !== "RETIRING" && (
                        <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: "rotate", key })}>
                          {tk("rotate")}
                        </Button>
                      )}
                      <Button size="sm" variant="danger" onClick={() => setOpen({ kind: "revoke", key })}>
                        {tk("revoke")}
                      </Button>
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>

      {open?.kind === "create" && (
        <CreateIntegrationKeyDialog onClose={() => setOpen(null)} onIssued={(name, apiKey) => setOpen({ kind: "secret", name, apiKey })} />
      )}
      {open?.kind === "rotate" && (
        <RotateIntegrationKeyDialog
          apiKey={open.key}
          onClose={() => setOpen(null)}
          onRotated={(apiKey) => setOpen({ kind: "secret", name: open.key.name, apiKey })}
        />
      )}
      {open?.kind === "secret" && (
        <SecretDialog
          title={tk("keyDialog.title", { name: open.name })}
          notice={tk("keyDialog.notice")}
          label={tk("keyDialog.label")}
          value={open.apiKey}
          closeLabel={tk("keyDialog.close")}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === "revoke"}
        onClose={() => setOpen(null)}
        onConfirm={() => open?.kind === "revoke" && confirmRevoke(open.key)}
        title={open?.kind === "revoke" ? tk("revokeDialog.title", { prefix: open.key.prefix }) : ""}
        description={tk("revokeDialog.description")}
        confirmLabel={tk("revokeDialog.confirm")}
        danger
        pending={revoke.isPending}
      />
    </>
  );
}
