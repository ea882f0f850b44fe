"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useInstanceUsers, useMakeResetLink, useSetReviewer } from "@/lib/instance/hooks/use-instance";
import type { InstanceUser, ResetLink } from "@/lib/instance/schemas";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { Notice } from "./instance-view";

type Props = { selfId: string; onNotice: (notice: Notice) => void; onResetLink: (link: ResetLink) => void };

/** The instance's accounts, found by e-mail or name: reviewer rights and password reset links. */
export function InstanceUsers({ selfId, onNotice, onResetLink }: Props) {
  const t = useTranslations("instance.users");
  const [q, setQ] = useState("");
  const users = useInstanceUsers(useDebouncedValue(q.trim()), true);
  const setReviewer = useSetReviewer();
  const resetLink = useMakeResetLink();
  const items = users.data?.items ?? [];

  const toggle = async (user: InstanceUser) => {
    onNotice(null);
    try {
      await setReviewer.mutateAsync({ userId: user._id, reviewer: !user.reviewer });
      onNotice({ tone: "success", text: t(user.reviewer ? "revoked" : "granted", { email: user.email }) });
    } catch (e) {
      onNotice({ tone: "error", text: (e as Error).message });
    }
  };
  const makeLink = async (user: InstanceUser) => {
    onNotice(null);
    try {
      onResetLink(await resetLink.mutateAsync(user._id));
    } catch (e) {
      onNotice({ tone: "error", text: (e as Error).message });
    }
  };

  return (
    <Card title={t("title")} description={t("description")}>
      <Form role="search" className="mb-4 max-w-md">
        <Field label={t("search")}>
          <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder={t("searchPlaceholder")} />
        </Field>
      </Form>
      <QueryState isPending={users.isPending} error={users.error} onRetry={() => users.refetch()}>
        {items.length === 0 ? (
          <TableEmpty>{t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("title")}>
            <thead>
              <tr>
                <Th>{t("columns.person")}</Th>
                <Th>{t("columns.rights")}</Th>
                <Th className="relative text-right">
                  <span className="sr-only">{t("columns.actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((user) => (
                <tr key={user._id} data-testid={`instance-user-${user.email}`}>
                  <Td className="max-w-[18rem]">
                    <p className="truncate font-medium text-slate-900">{user.fullName}</p>
                    <p className="truncate text-xs text-slate-600">{user.email}</p>
                  </Td>
                  <Td label={t("columns.rights")}>
                    <div className="flex flex-wrap gap-1">
                      {user.instanceAdmin && <Badge tone="blue">{t("administrator")}</Badge>}
                      {user.reviewer && <Badge tone="yellow">{t("reviewer")}</Badge>}
                      {!user.emailVerified && <Badge tone="gray">{t("unconfirmed")}</Badge>}
                      {!user.instanceAdmin && !user.reviewer && user.emailVerified && (
                        <span className="text-xs text-slate-600">{t("member")}</span>
                      )}
                    </div>
                  </Td>
                  <Td className="text-right">
                    <div className="flex flex-wrap justify-end gap-1">
                      <Button
                        size="sm"
                        variant={user.reviewer ? "danger" : "secondary"}
                        onClick={() => toggle(user)}
                        disabled={setReviewer.isPending}
                      >
                        {t(user.reviewer ? "revoke" : "grant")}
                      </Button>
                      {user._id !== selfId && (
                        <Button size="sm" variant="secondary" onClick={() => makeLink(user)} disabled={resetLink.isPending}>
                          {t("resetLink")}
                        </Button>
                      )}
                    </div>
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
