"use client";
import { useState, type FormEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import {
  useAddPasskey,
  useConfirmTotp,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useRenamePasskey,
  useStartTotp,
  useTwoFactor,
} from "@/lib/users/hooks/use-two-factor";
import type { TwoFactorStatus } from "@/lib/auth/two-factor/schemas";
import { useConfirmItsYou } from "./confirm-its-you";

const errorText = (e: unknown) => (e as Error).message;

/** Runs a change that adds or removes a second factor, asking "Confirm it's you" first when the server wants it. */
type ConfirmFirst = <T>(action: () => Promise<T>) => Promise<T>;

/** Ten codes shown this once, with a copy button and the warning that they are not shown again. */
function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const t = useTranslations("profile.twoFactor");
  return (
    <Dialog open onClose={onClose} title={t("recoveryCodesTitle")} footer={<Button onClick={onClose}>{t("savedThem")}</Button>}>
      <div className="space-y-4">
        <Alert tone="warning">{t("recoveryCodesNotice")}</Alert>
        <ol
          aria-label={t("recoveryCodesTitle")}
          className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-slate-900"
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <CopyButton value={codes.join("\n")} />
      </div>
    </Dialog>
  );
}

/** Asks for the password before a change that needs it (new recovery codes, turning two-factor off). */
function PasswordDialog({
  title,
  confirmLabel,
  danger,
  onClose,
  onConfirm,
}: {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  onConfirm: (password: string) => Promise<void>;
}) {
  const t = useTranslations("profile.twoFactor");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={() => void submit()} disabled={pending || !password}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Form onSubmit={submit}>
        <Field label={t("password")} error={error ?? undefined}>
          <Input type="password" autoComplete="current-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
      </Form>
    </Dialog>
  );
}

function TotpSection({
  status,
  onCodes,
  confirmFirst,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  confirmFirst: ConfirmFirst;
}) {
  const t = useTranslations("profile.twoFactor");
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  if (status.totp) {
    return (
      <div className="flex items-center justify-between gap-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t("app")}</h3>
          <p className="text-sm text-slate-600">{t("appOn")}</p>
        </div>
        <Badge tone="green">{t("on")}</Badge>
      </div>
    );
  }
  const enrolment = start.data;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { recoveryCodes } = await confirmFirst(() => confirm.mutateAsync(code.replace(/\s/g, "")));
      start.reset();
      setCode("");
      onCodes(recoveryCodes);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t("app")}</h3>
          <p className="text-sm text-slate-600">{t("appHint")}</p>
        </div>
        {!enrolment && (
          <Button
            size="sm"
            onClick={() => {
              setStartError(null);
              confirmFirst(() => start.mutateAsync()).catch((e: unknown) => setStartError(errorText(e)));
            }}
            disabled={start.isPending}
          >
            {t("setUpApp")}
          </Button>
        )}
      </div>
      {startError && <Alert tone="error">{startError}</Alert>}
      {enrolment && (
        <Form onSubmit={submit} className="grid gap-4 rounded-md bg-slate-50 p-4 sm:grid-cols-[auto_1fr]">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made by the server, nothing to optimize */}
          <img src={enrolment.qrCode} alt={t("qrAlt")} width={176} height={176} className="rounded bg-white p-1 ring-1 ring-slate-200" />
          <div className="min-w-0 space-y-3 text-sm">
            <p className="text-slate-700">{t("scan")}</p>
            <p className="text-slate-700">
              {t("orEnter")}{" "}
              <code
                className="break-all rounded bg-white px-1.5 py-0.5 font-mono text-slate-900 ring-1 ring-slate-200"
                data-testid="totp-secret"
              >
                {enrolment.secret}
              </code>
            </p>
            <Field label={t("firstCode")} error={error ?? undefined}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                className="max-w-40"
              />
            </Field>
            <Button type="submit" size="sm" disabled={confirm.isPending || !code.trim()}>
              {t("turnOn")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

function PasskeysSection({
  status,
  onCodes,
  confirmFirst,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  confirmFirst: ConfirmFirst;
}) {
  const t = useTranslations("profile.twoFactor");
  const format = useFormatter();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const added = await confirmFirst(() => add.mutateAsync(name.trim()));
      setName("");
      if (added.recoveryCodes) onCodes(added.recoveryCodes);
    } catch (e) {
      // The browser's own dialog was cancelled or timed out: say so in our words.
      setError((e as Error).name === "NotAllowedError" ? t("passkeyCancelled") : errorText(e));
    }
  };
  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("passkeys")}</h3>
        <p className="text-sm text-slate-600">{t("passkeysHint")}</p>
      </div>
      {removeError && <Alert tone="error">{removeError}</Alert>}
      {status.passkeys.length > 0 && (
        <ul aria-label={t("passkeys")} className="divide-y divide-slate-100 text-sm">
          {status.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="passkey">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-800">{passkey.name}</p>
                <p className="text-xs text-slate-500">
                  {t("passkeyLine", {
                    added: format.dateTime(new Date(passkey.createdAt), "short"),
                    used: passkey.lastUsedAt ? format.dateTime(new Date(passkey.lastUsedAt), "short") : t("never"),
                  })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}>
                  {t("rename")}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setRemoving(passkey.id)}>
                  {t("remove")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field label={t("passkeyName")} error={error ?? undefined} hint={t("passkeyNameHint")}>
            <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
          </Field>
        </div>
        <Button type="submit" variant="secondary" disabled={add.isPending || !name.trim()}>
          {t("addPasskey")}
        </Button>
      </Form>
      {renaming && (
        <Dialog
          open
          onClose={() => setRenaming(null)}
          title={t("renameTitle")}
          footer={
            <Button
              onClick={async () => {
                await rename.mutateAsync({ id: renaming.id, name: renaming.name.trim() });
                setRenaming(null);
              }}
              disabled={rename.isPending || !renaming.name.trim()}
            >
              {t("save")}
            </Button>
          }
        >
          <Field label={t("passkeyName")}>
            <Input value={renaming.name} maxLength={60} autoFocus onChange={(e) => setRenaming({ ...renaming, name: e.target.value })} />
          </Field>
        </Dialog>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          setRemoveError(null);
          try {
            await confirmFirst(() => remove.mutateAsync(removing!));
          } catch (e) {
            setRemoveError(errorText(e));
          }
          setRemoving(null);
        }}
        title={t("removeTitle")}
        description={t("removeDescription")}
        confirmLabel={t("remove")}
        danger
        pending={remove.isPending}
      />
    </div>
  );
}

/** The profile's two-factor card: authenticator app, passkeys, recovery codes, and turning it all off. */
export function TwoFactorCard() {
  const t = useTranslations("profile.twoFactor");
  const status = useTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<"codes" | "off" | null>(null);
  const { confirmFirst, dialog } = useConfirmItsYou(!!status.data?.totp);
  return (
    <section id="two-factor" aria-labelledby="two-factor-title" className="scroll-mt-6">
      <Card
        title={<span id="two-factor-title">{t("title")}</span>}
        description={t("description")}
        actions={status.data && <Badge tone={status.data.enabled ? "green" : "gray"}>{t(status.data.enabled ? "on" : "off")}</Badge>}
      >
        <QueryState isPending={status.isPending} error={status.error} onRetry={() => status.refetch()}>
          {status.data && (
            <div className="space-y-6">
              <TotpSection status={status.data} onCodes={setCodes} confirmFirst={confirmFirst} />
              <PasskeysSection status={status.data} onCodes={setCodes} confirmFirst={confirmFirst} />
              {status.data.enabled && (
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
                  <div>
                    <h3 className="text-sm font-semibold text-slate-900">{t("recoveryCodes")}</h3>
                    <p className="text-sm text-slate-600" data-testid="recovery-codes-left">
                      {t("recoveryCodesLeft", { count: status.data.recoveryCodesLeft })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setAsking("codes")}>
                      {t("newCodes")}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setAsking("off")}>
                      {t("turnOff")}
                    </Button>
                  </div>
                </div>
              )}
            </div>
          )}
        </QueryState>
      </Card>
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />}
      {dialog}
      {asking && (
        <PasswordDialog
          title={t(asking === "codes" ? "newCodesTitle" : "turnOffTitle")}
          confirmLabel={t(asking === "codes" ? "newCodes" : "turnOff")}
          danger={asking === "off"}
          onClose={() => setAsking(null)}
          onConfirm={async (password) => {
            if (asking === "codes") setCodes((await regenerate.mutateAsync(password)).recoveryCodes);
            else await disable.mutateAsync(password);
            setAsking(null);
          }}
        />
      )}
    </section>
  );
}
