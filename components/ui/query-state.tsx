"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "./alert";
import { Button } from "./button";
import { LoadingSection } from "./loading-section";
import { useReasonText } from "./use-error-text";

/** Loading and error states of a React Query result, the same on every page. */
export function QueryState({
  isPending,
  error,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  const reasonText = useReasonText();
  if (isPending) return <LoadingSection />;
  if (error) {
    return (
      <Alert tone="error">
        <p className="font-medium">{reasonText(error) ?? t("errorTitle")}</p>
        <p className="mt-1">{error.message}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            {t("retry")}
          </Button>
        )}
      </Alert>
    );
  }
  return <>{children}</>;
}
