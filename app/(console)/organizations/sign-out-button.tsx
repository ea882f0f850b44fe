"use client";
import { signOutToSignIn } from "@/lib/auth/sign-out-client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const t = useTranslations("auth");
  return (
    <Button variant="secondary" size="sm" onClick={() => signOutToSignIn()}>
      {t("signOut")}
    </Button>
  );
}
