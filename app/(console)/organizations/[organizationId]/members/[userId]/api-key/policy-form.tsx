"use client";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTimeZone, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { ApiClientError } from "@/lib/api/client";
import { isoToLocalInput, localInputToIso } from "@/lib/local-date-time";
import { useKeyPolicyAuthority } from "@/lib/members/hooks/use-key-policy-authority";
import { useUpdateApiKeyPolicy, type ApiKeyPolicyRequest } from "@/lib/members/hooks/use-update-api-key-policy";
import type { Member } from "@/lib/members/member-schema";
import type { PolicyFormValues as Values } from "./policy-form-schema";
import { zoneLabel } from "@/lib/time-zone";

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function valuesOf(member: Member, timeZone: string): Values {
  return {
    name: member.name ?? "",
    description: member.description ?? "",
    ipWhitelist: (member.ipWhitelist ?? []).join("\n"),
    rateLimited: !!member.rateLimit,
    requests: member.rateLimit ? String(member.rateLimit.requests) : "",
    windowSeconds: member.rateLimit ? String(member.rateLimit.windowSeconds) : "60",
    expiresAt: isoToLocalInput(member.keyExpiresAt, timeZone),
  };
}

function toRequest(values: Values, timeZone: string): ApiKeyPolicyRequest {
  return {
    name: values.name.trim(),
    ...(values.description.trim() ? { description: values.description } : {}),
    ipWhitelist: lines(values.ipWhitelist),
    ...(values.rateLimited ? { rateLimit: { requests: Number(values.requests), windowSeconds: Number(values.windowSeconds) } } : {}),
    ...(localInputToIso(values.expiresAt, timeZone) ? { expiresAt: localInputToIso(values.expiresAt, timeZone)! } : {}),
  };
}

// The API names fields by its own body's paths; these are the form's.
function formField(path: string): keyof Values | null {
  if (path === "name" || path === "description" || path === "expiresAt") return path;
  if (path === "ipWhitelist" || path.startsWith("ipWhitelist.")) return "ipWhitelist";
  if (path === "rateLimit.requests") return "requests";
  if (path === "rateLimit.windowSeconds") return "windowSeconds";
  return null;
}

type PolicyFormProps = {
  organizationId: string;
  member: Member;
  disabledReason?: string;
};

export function PolicyForm({ organizationId, member, disabledReason }: PolicyFormProps) {
  const t = useTranslations("members.key");
  const timeZone = useTimeZone() ?? "UTC";
  // The same rule the API applies: a loosening of a limit the caller may only tighten is refused before it is sent.
  // (Here, not in the page: the rule needs ipaddr.js, which loads with the form.)
  const authority = useKeyPolicyAuthority(organizationId);
  const tightenOnly = authority.tightenOnly(member);
  const common = useTranslations("common");
  // Operation 13's field rules over the form's shape, loaded after the page with zod.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import("./policy-form-schema").then((m) => m.policyFormSchema((line, message) => t("ipLine", { line, message }), timeZone)),
      ),
    [t, timeZone],
  );
  const update = useUpdateApiKeyPolicy(organizationId, member._id);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<Values>({ resolver, values: valuesOf(member, timeZone) });
  const { errors, isDirty } = form.formState;
  const rateLimited = form.watch("rateLimited");

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const request = toRequest(values, timeZone);
    const refused = authority.changeKeyPolicy(member, {
      expiresAt: request.expiresAt ? new Date(request.expiresAt) : null,
      ipWhitelist: request.ipWhitelist ?? [],
      rateLimit: request.rateLimit ?? null,
    });
    if (refused) {
      setStatus({ tone: "error", text: refused });
      return;
    }
    try {
      await update.mutateAsync(request);
      setStatus({ tone: "success", text: t("saved") });
    } catch (e) {
      let placed = false;
      if (e instanceof ApiClientError) {
        for (const detail of e.details) {
          const field = formField(detail.path);
          if (!field) continue;
          const line = /^ipWhitelist\.(\d+)$/.exec(detail.path);
          form.setError(field, {
            type: "server",
            message: line ? t("ipLine", { line: Number(line[1]) + 1, message: detail.message }) : detail.message,
          });
          placed = true;
        }
      }
      if (!placed) setStatus({ tone: "error", text: (e as Error).message });
    }
  });

  const readOnly = !!disabledReason && disabledReason !== common("loading");
  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {readOnly && <Alert tone="info">{t("readOnly")}</Alert>}
      {!readOnly && tightenOnly && <Alert tone="info">{t("tightenOnly")}</Alert>}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <fieldset disabled={!!disabledReason} className="space-y-5">
        <Field label={t("name")} hint={t("nameHint")} error={errors.name?.message}>
          <Input {...form.register("name")} />
        </Field>
        <Field label={t("description")} hint={t("descriptionHint")} optionalLabel={common("optional")} error={errors.description?.message}>
          <Textarea rows={2} {...form.register("description")} />
        </Field>
        <Field label={t("ipWhitelist")} hint={t("ipWhitelistHint")} optionalLabel={common("optional")} error={errors.ipWhitelist?.message}>
          <Textarea
            rows={4}
            className="font-mono"
            spellCheck={false}
            placeholder={"203.0.113.0/24\n2001:db8::/32"}
            {...form.register("ipWhitelist")}
          />
        </Field>
        <div className="space-y-3 rounded-md bg-slate-50 p-4 ring-1 ring-inset ring-slate-200">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300 text-indigo-600" {...form.register("rateLimited")} />
            {t("rateLimited")}
          </label>
          {rateLimited && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("requests")} hint={t("requestsHint")} error={errors.requests?.message}>
                <Input type="number" min={1} step={1} inputMode="numeric" {...form.register("requests")} />
              </Field>
              <Field label={t("windowSeconds")} hint={t("windowHint")} error={errors.windowSeconds?.message}>
                <Input type="number" min={60} step={1} inputMode="numeric" {...form.register("windowSeconds")} />
              </Field>
            </div>
          )}
        </div>
        <Field
          label={t("expiresAt")}
          hint={`${t("expiresHint")} ${common("timeZone", { zone: zoneLabel(timeZone) })}`}
          optionalLabel={common("optional")}
          error={errors.expiresAt?.message}
        >
          <Input type="datetime-local" {...form.register("expiresAt")} />
        </Field>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabledReason={disabledReason} disabled={update.isPending || !isDirty}>
          {update.isPending ? common("saving") : common("save")}
        </Button>
      </div>
    </Form>
  );
}
