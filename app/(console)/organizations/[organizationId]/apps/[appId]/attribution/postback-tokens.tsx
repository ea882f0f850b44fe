"use client";
import { useState } from "react";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { TagsField } from "@/components/apps/tags-field";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { RotateKeyDialog } from "@/components/ui/rotate-key-dialog";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import type { AttributionPlatform } from "@/lib/attribution/partners";
import {
  useCreatePostbackToken,
  usePostbackTokens,
  useRevokePostbackToken,
  useRotatePostbackToken,
} from "@/lib/attribution/settings/hooks/use-attribution";
import type { AttributionSetting, IssuedPostbackToken, PostbackToken } from "@/lib/attribution/settings/schemas";

const STATUS_TONE = { ACTIVE: "green", RETIRING: "yellow" } as const;

type Open =
  | { kind: "made"; issued: IssuedPostbackToken }
  | { kind: "rotate"; token: PostbackToken }
  | { kind: "revoke"; token: PostbackToken }
  | null;

/** A value shown once, read-only, with its copy button. */
function ShownOnce({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="space-y-2">
      <Field label={label}>
        <Input
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
          spellCheck={false}
          data-testid={testId}
        />
      </Field>
      <CopyButton value={value} label={label} />
    </div>
  );
}

/** The token and the postback URL to paste, per platform set up: shown this once. */
function MadeDialog({ issued, settings, onClose }: { issued: IssuedPostbackToken; settings: AttributionSetting[]; onClose: () => void }) {
  const t = useTranslations("apps");
  const urls = Object.entries(issued.postbackUrls) as [AttributionPlatform, string][];
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("attribution.tokens.madeTitle")}
      footer={<Button onClick={onClose}>{t("attribution.tokens.close")}</Button>}
    >
      <div className="space-y-4">
        <Alert tone="warning">{t("attribution.tokens.madeNotice")}</Alert>
        {urls.length === 0 && <Alert tone="info">{t("attribution.tokens.noUrl")}</Alert>}
        {urls.map(([platform, url]) => {
          const partner = settings.find((setting) => setting.platform === platform)?.partner;
          return (
            <ShownOnce
              key={platform}
              testId={`postback-url-${platform}`}
              label={t("attribution.tokens.urlLabel", {
                platform: t(`platforms.${platform}`),
                partner: partner ? t(`attribution.partners.${partner}`) : "",
              })}
              value={url}
            />
          );
        })}
        <ShownOnce label={t("attribution.tokens.tokenLabel")} value={issued.token} testId="postback-token" />
      </div>
    </Dialog>
  );
}

/** The app's postback tokens: make one (shown once, with the URL to paste), rotate with an overlap, revoke. */
export function PostbackTokens({
  organizationId,
  appId,
  settings,
  can,
}: {
  organizationId: string;
  appId: string;
  settings: AttributionSetting[];
  can: { allowed: boolean; reason?: string };
}) {
  const t = useTranslations("apps");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const tokens = usePostbackTokens(organizationId, appId);
  const create = useCreatePostbackToken(organizationId, appId);
  const rotate = useRotatePostbackToken(organizationId, appId);
  const revoke = useRevokePostbackToken(organizationId, appId);
  const [ipWhitelist, setIpWhitelist] = useState<string[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const list = tokens.data?.items ?? [];

  const make = async () => {
    setNotice(null);
    try {
      setOpen({ kind: "made", issued: await create.mutateAsync(ipWhitelist) });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
  };
  const confirmRevoke = async (token: PostbackToken) => {
    setNotice(null);
    try {
      await revoke.mutateAsync(token._id);
      setNotice({ tone: "success", text: t("attribution.tokens.revoked", { prefix: token.prefix }) });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
    setOpen(null);
  };

  return (
    <Card title={t("attribution.tokens.title")} description={t("attribution.tokens.subtitle")}>
      <div className="space-y-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <QueryState isPending={tokens.isPending} error={tokens.error} onRetry={() => tokens.refetch()}>
          {list.length === 0 ? (
            <TableEmpty>{t("attribution.tokens.empty")}</TableEmpty>
          ) : (
            <Table caption={t("attribution.tokens.caption")}>
              <thead>
                <tr>
                  <Th>{t("attribution.tokens.columns.token")}</Th>
                  <Th>{t("attribution.tokens.columns.created")}</Th>
                  <Th>{t("attribution.tokens.columns.lastUsed")}</Th>
                  <Th>{t("attribution.tokens.columns.addresses")}</Th>
                  <Th className="relative text-right">
                    <span className="sr-only">{t("attribution.tokens.columns.actions")}</span>
                  </Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((token) => (
                  <tr key={token._id} data-testid={`postback-token-${token.prefix}`}>
                    <Td label={t("attribution.tokens.columns.token")}>
                      <div className="flex flex-wrap items-center gap-2">
                        <code className="font-mono text-xs text-slate-800">{token.prefix}…</code>
                        <Badge tone={STATUS_TONE[token.status]}>{t(`attribution.tokens.status.${token.status}`)}</Badge>
                      </div>
                      {token.retiresAt && (
                        <p className="mt-1 text-xs font-medium text-amber-800">
                          {t("attribution.tokens.retires", { date: format.dateTime(new Date(token.retiresAt), "short") })}
                        </p>
                      )}
                    </Td>
                    <Td label={t("attribution.tokens.columns.created")} className="text-xs text-slate-600">
                      {format.dateTime(new Date(token.createdAt), "short")}
                    </Td>
                    <Td label={t("attribution.tokens.columns.lastUsed")} className="text-xs text-slate-600">
                      {token.lastUsedAt ? format.relativeTime(new Date(token.lastUsedAt), now) : t("attribution.tokens.neverUsed")}
                    </Td>
                    <Td label={t("attribution.tokens.columns.addresses")} className="text-xs text-slate-600">
                      {token.ipWhitelist.length ? (
                        <span title={token.ipWhitelist.join(", ")}>
                          {t("attribution.tokens.addresses", { count: token.ipWhitelist.length })}
                        </span>
                      ) : (
                        t("attribution.tokens.anyAddress")
                      )}
                    </Td>
                    <Td className="text-right">
                      <div className="flex justify-end gap-1">
                        {token.status !== "RETIRING" && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabledReason={can.reason}
                            onClick={() => setOpen({ kind: "rotate", token })}
                          >
                            {t("attribution.tokens.rotate")}
                          </Button>
                        )}
                        <Button size="sm" variant="danger" disabledReason={can.reason} onClick={() => setOpen({ kind: "revoke", token })}>
                          {t("attribution.tokens.revoke")}
                        </Button>
                      </div>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </QueryState>
        <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <TagsField
              field={{ name: "ipWhitelist", onBlur: () => {}, ref: () => {}, value: ipWhitelist, onChange: setIpWhitelist }}
              label={t("attribution.tokens.ipWhitelist")}
              hint={t("attribution.tokens.ipWhitelistHint")}
              placeholder="10.20.0.0/16"
            />
          </div>
          <Button onClick={make} disabledReason={can.reason} disabled={create.isPending}>
            {create.isPending ? t("attribution.tokens.creating") : t("attribution.tokens.create")}
          </Button>
        </div>
      </div>
      {open?.kind === "made" && <MadeDialog issued={open.issued} settings={settings} onClose={() => setOpen(null)} />}
      {open?.kind === "rotate" && (
        <RotateKeyDialog
          title={t("attribution.tokens.rotateTitle", { prefix: open.token.prefix })}
          description={t("attribution.tokens.rotateDescription")}
          overlapLabel={t("attribution.tokens.overlap")}
          overlapOption={(hours) => t("attribution.tokens.overlapOption", { hours })}
          submitLabel={t("attribution.tokens.rotate")}
          submittingLabel={t("attribution.tokens.rotating")}
          pending={rotate.isPending}
          rotate={async (overlapHours) => {
            const issued = await rotate.mutateAsync({ tokenId: open.token._id, overlapHours });
            setOpen({ kind: "made", issued });
            return { apiKey: issued.token };
          }}
          onClose={() => setOpen(null)}
          onRotated={() => {}}
        />
      )}
      <ConfirmDialog
        open={open?.kind === "revoke"}
        onClose={() => setOpen(null)}
        onConfirm={() => open?.kind === "revoke" && confirmRevoke(open.token)}
        title={open?.kind === "revoke" ? t("attribution.tokens.revokeTitle", { prefix: open.token.prefix }) : ""}
        description={t("attribution.tokens.revokeText")}
        confirmLabel={t("attribution.tokens.revokeConfirm")}
        danger
        pending={revoke.isPending}
      />
    </Card>
  );
}
