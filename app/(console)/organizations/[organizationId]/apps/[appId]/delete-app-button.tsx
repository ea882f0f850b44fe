"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteApp } from "@/lib/apps/hooks/use-delete-app";
import type { App } from "@/lib/apps/schemas";
import { useCan } from "@/lib/members/hooks/use-me";
import { appTarget } from "@/lib/permissions/statement-targets";

export function DeleteAppButton({ app }: { app: App }) {
  const t = useTranslations("apps");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteApp(app.organizationId, app._id);
  const can = useCan(app.organizationId, "app:delete", appTarget(app.organizationId, app._id));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabledReason={can.reason}>
        {t("detail.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("detail.deleteTitle", { name: app.name })}
        description={
          <>
            {error && (
              <Alert tone="error" className="mb-3">
                {error}
              </Alert>
            )}
            {t("detail.deleteText")}
          </>
        }
        confirmLabel={t("detail.delete")}
        danger
        pending={remove.isPending}
        onConfirm={async () => {
          setError(null);
          try {
            await remove.mutateAsync();
            router.push(`/organizations/${app.organizationId}/apps`);
          } catch (e) {
            setError((e as Error).message);
          }
        }}
      />
    </>
  );
}
