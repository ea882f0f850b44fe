"use client";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const t = useTranslations("auth");
  return (
    <Button variant="secondary" size="sm" onClick={() => signOut({ callbackUrl: "/sign-in" })}>
      {t("signOut")}
    </Button>
  );
}
