"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useClaimInstance } from "@/lib/instance/hooks/use-instance";

/** The signed-in person makes their account the instance's administrator. */
export function ClaimInstance({ token, email, next }: { token: string; email: string; next: string }) {
  const t = useTranslations("auth.setup");
  const router = useRouter();
  const claim = useClaimInstance();
  const [error, setError] = useState<string | null>(null);
  const onClaim = async () => {
    setError(null);
    try {
      await claim.mutateAsync(token);
      router.replace(next);
      router.refresh();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-sm text-slate-700">{t("signedIn", { email })}</p>
      <Button onClick={onClaim} disabled={claim.isPending}>
        {t("claim")}
      </Button>
    </div>
  );
}
