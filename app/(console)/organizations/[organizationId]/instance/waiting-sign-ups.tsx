"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useConfirmSignUp, useWaitingSignUps } from "@/lib/instance/hooks/use-instance";
import type { WaitingSignUp } from "@/lib/instance/schemas";
import type { Notice } from "./instance-view";

/** Sign-ups waiting for their e-mail to be confirmed: on an install without mail, the administrator vouches for one. */
export function WaitingSignUps({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const t = useTranslations("instance.signUps");
  const format = useFormatter();
  const signUps = useWaitingSignUps(true);
  const confirm = useConfirmSignUp();
  const items = signUps.data?.items ?? [];
  const onConfirm = async (signUp: WaitingSignUp) => {
    onNotice(null);
    try {
      await confirm.mutateAsync(signUp._id);
      onNotice({ tone: "success", text: t("confirmed", { email: signUp.email }) });
    } catch (e) {
      onNotice({ tone: "error", text: (e as Error).message });
    }
  };
  return (
    <Card title={t("title")} description={t("description")}>
      <QueryState isPending={signUps.isPending} error={signUps.error} onRetry={() => signUps.refetch()}>
        {items.length === 0 ? (
          <TableEmpty>{t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("title")}>
            <thead>
              <tr>
                <Th>{t("columns.person")}</Th>
                <Th>{t("columns.organization")}</Th>
                <Th>{t("columns.requested")}</Th>
                <Th className="relative text-right">
                  <span className="sr-only">{t("columns.actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((signUp) => (
                <tr key={signUp._id} data-testid={`sign-up-${signUp.email}`}>
                  <Td className="max-w-[18rem]">
                    <p className="truncate font-medium text-slate-900">{signUp.fullName}</p>
                    <p className="truncate text-xs text-slate-600">{signUp.email}</p>
                  </Td>
                  <Td label={t("columns.organization")}>{signUp.organizationName}</Td>
                  <Td label={t("columns.requested")} className="text-xs text-slate-600">
                    {t("requested", {
                      at: format.dateTime(new Date(signUp.requestedAt), "short"),
                      from: signUp.requestedFrom ?? t("unknownAddress"),
                    })}
                  </Td>
                  <Td className="text-right">
                    <Button size="sm" onClick={() => onConfirm(signUp)} disabled={confirm.isPending}>
                      {t("confirm")}
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>
    </Card>
  );
}
