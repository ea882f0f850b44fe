"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { useMember } from "@/lib/members/hooks/use-member";
import { useMemberAuthority } from "@/lib/members/hooks/use-member-authority";
import { RotateKeyCard } from "./rotate-key-card";

const PolicyForm = dynamic(() => import("./policy-form").then((m) => m.PolicyForm));

/** A member's API key: the current key and its rotation, and the policy every request with it must pass. */
export function ApiKeyView({ organizationId, userId }: { organizationId: string; userId: string }) {
  const t = useTranslations("members.key");
  const member = useMember(organizationId, userId);
  const authority = useMemberAuthority(organizationId);
  const own = userId === authority.actor.userId;
  const reason = member.data ? authority.manageKeyOf(member.data) : undefined;
  return (
    <>
      {!own && authority.actor.can("member:read") && (
        <Link
          href={`/organizations/${organizationId}/members`}
          className="mb-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
        >
          ← {t("back")}
        </Link>
      )}
      <PageHeader title={own ? t("ownTitle") : t("title", { name: member.data?.profile.fullName ?? "…" })} description={t("subtitle")} />
      <QueryState isPending={member.isPending} error={member.error} onRetry={() => member.refetch()}>
        {member.data && (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <Card title={t("policy")} description={t("policyHint")}>
              <PolicyForm organizationId={organizationId} member={member.data} disabledReason={reason} />
            </Card>
            <RotateKeyCard organizationId={organizationId} member={member.data} disabledReason={reason} />
          </div>
        )}
      </QueryState>
    </>
  );
}
