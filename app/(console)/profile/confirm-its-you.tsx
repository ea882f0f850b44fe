"use client";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ApiClientError } from "@/lib/api/client";
import { useReauthenticate } from "@/lib/users/hooks/use-reauthenticate";

type Values = { password: string; code: string };

/** Asks for the password, or a code from the authenticator app when the account has one, and confirms it. */
function ConfirmItsYouDialog({ canUseCode, onConfirmed, onClose }: { canUseCode: boolean; onConfirmed: () => void; onClose: () => void }) {
  const t = useTranslations("profile.reauth");
  const reauthenticate = useReauthenticate();
  const [method, setMethod] = useState<"password" | "code">("password");
  const form = useForm<Values>({ defaultValues: { password: "", code: "" } });
  const { onSubmit, error, setError } = useFormSubmit(form, [method], async (values) => {
    await reauthenticate.mutateAsync(method === "password" ? { password: values.password } : { code: values.code.replace(/\s/g, "") });
    onConfirmed();
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      title={t("title")}
      description={t("description")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={error}
      submitLabel={t("confirm")}
      pendingLabel={t("confirming")}
      pending={reauthenticate.isPending}
    >
      {method === "password" ? (
        <Field label={t("password")} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            autoFocus
            {...form.register("password", { required: t("passwordRequired") })}
          />
        </Field>
      ) : (
        <Field label={t("code")} error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={8}
            className="max-w-40"
            {...form.register("code", { required: t("codeRequired") })}
          />
        </Field>
      )}
      {canUseCode && (
        <button
          type="button"
          className="text-left text-sm font-medium text-indigo-700 hover:underline"
          onClick={() => {
            setMethod(method === "password" ? "code" : "password");
            form.clearErrors();
            setError(null);
          }}
        >
          {t(method === "password" ? "useCode" : "usePassword")}
        </button>
      )}
    </FormDialog>
  );
}

const needsConfirmation = (error: unknown) => error instanceof ApiClientError && error.reason === "REAUTHENTICATION_REQUIRED";

/**
 * Adding or removing a second factor is refused (403 REAUTHENTICATION_REQUIRED) unless the person proved it is them
 * in the last 10 minutes. `confirmFirst(action)` runs the action; on that refusal it asks "Confirm it's you" and
 * runs the action again once confirmed. Closing the dialog rejects with the words for it. Render `dialog`.
 */
export function useConfirmItsYou(canUseCode: boolean) {
  const t = useTranslations("profile.reauth");
  const [asking, setAsking] = useState<{ resolve: () => void; reject: (error: Error) => void } | null>(null);
  const confirmFirst = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsConfirmation(error)) throw error;
    }
    await new Promise<void>((resolve, reject) => setAsking({ resolve, reject }));
    return action();
  }, []);
  const dialog = asking && (
    <ConfirmItsYouDialog
      canUseCode={canUseCode}
      onConfirmed={() => {
        setAsking(null);
        asking.resolve();
      }}
      onClose={() => {
        setAsking(null);
        asking.reject(new Error(t("cancelled")));
      }}
    />
  );
  return { confirmFirst, dialog };
}
