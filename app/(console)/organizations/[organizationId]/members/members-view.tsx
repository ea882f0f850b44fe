"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useMemberAuthority } from "@/lib/members/hooks/use-member-authority";
import { useMembers } from "@/lib/members/hooks/use-members";
import { useLeaveOrganization } from "@/lib/members/hooks/use-leave-organization";
import { useReissueInvitation } from "@/lib/members/hooks/use-reissue-invitation";
import { useRemoveMember } from "@/lib/members/hooks/use-remove-member";
import { useResetMemberTwoFactor } from "@/lib/organizations/hooks/use-two-factor-requirement";
import type { Member } from "@/lib/members/member-schema";
import { KeySummary } from "./key-summary";
import { LoadMore } from "@/components/ui/load-more";
import { useLabels } from "@/lib/i18n/use-labels";

// The invite and change forms (react-hook-form, zod) load when their dialog opens, not with the list; so does the
// invitation link's dialog (its copy field), shown only after an invitation or a "copy link".
const InviteMemberDialog = dynamic(() => import("./invite-member-dialog").then((m) => m.InviteMemberDialog), { ssr: false });
const ChangeMemberDialog = dynamic(() => import("./change-member-dialog").then((m) => m.ChangeMemberDialog), { ssr: false });
const InvitationLinkDialog = dynamic(() => import("./invitation-link-dialog").then((m) => m.InvitationLinkDialog), { ssr: false });

const ROLE_TONE: Record<string, "indigo" | "blue" | "gray"> = { Owner: "indigo", Admin: "blue", Viewer: "gray" };

type Open =
  | { kind: "invite" }
  | { kind: "change"; member: Member }
  | { kind: "remove"; member: Member }
  | { kind: "resetTwoFactor"; member: Member }
  | { kind: "link"; email: string; url: string; emailed: boolean }
  | { kind: "leave" }
  | null;

export function MembersView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("members");
  const labels = useLabels();
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const members = useMembers(organizationId);
  const authority = useMemberAuthority(organizationId);
  const remove = useRemoveMember(organizationId);
  const resetTwoFactor = useResetMemberTwoFactor(organizationId);
  const reissue = useReissueInvitation(organizationId);
  const leave = useLeaveOrganization(organizationId);
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const list = members.data?.pages.flatMap((page) => page.items) ?? [];
  // Only when every page is loaded can the table tell the last Owner.
  const activeOwners = list.filter((m) => m.roleName === "Owner" && (!m.expiresAt || new Date(m.expiresAt) > now));
  const isLastOwner = (m: Member) =>
    !members.hasNextPage && m.roleName === "Owner" && activeOwners.length === 1 && activeOwners[0]._id === m._id;
  const handOut = (role: Parameters<typeof authority.handOutRole>[0]) => authority.handOutRole(role);
  const inviteReason = authority.invite();

  const reissueLink = async (member: Member, send: boolean) => {
    setNotice(null);
    try {
      const link = await reissue.mutateAsync({ userId: member._id, send });
      if (send && link.emailed) setNotice({ tone: "success", text: t("invitation.resent", { email: member.email }) });
      else setOpen({ kind: "link", email: member.email, url: link.inviteUrl, emailed: false });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
  };

  const confirmLeave = async () => {
    setNotice(null);
    try {
      await leave.mutateAsync();
      router.replace("/organizations");
      router.refresh();
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
      setOpen(null);
    }
  };
  const me = list.find((m) => authority.isSelf(m));

  const confirmRemove = async (member: Member) => {
    setNotice(null);
    try {
      await remove.mutateAsync(member._id);
      setNotice({ tone: "success", text: t("removeDialog.done", { name: member.profile.fullName }) });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
    setOpen(null);
  };

  const confirmResetTwoFactor = async (member: Member) => {
    setNotice(null);
    try {
      await resetTwoFactor.mutateAsync(member._id);
      setNotice({ tone: "success", text: t("resetTwoFactor.done", { name: member.profile.fullName }) });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
    setOpen(null);
  };
  // Only an Owner resets someone's second factor (a lost phone); their own is managed in the profile.
  const resetReason = (member: Member) =>
    !authority.ready
      ? undefined
      : !authority.actor.isOwner
        ? t("resetTwoFactor.ownerOnly")
        : authority.isSelf(member)
          ? t("resetTwoFactor.self")
          : undefined;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setOpen({ kind: "leave" })}
              disabledReason={me && isLastOwner(me) ? authority.lastOwner() : undefined}
            >
              {t("leave.button")}
            </Button>
            <Button onClick={() => setOpen({ kind: "invite" })} disabledReason={inviteReason}>
              {t("invite")}
            </Button>
          </>
        }
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <QueryState isPending={members.isPending} error={members.error} onRetry={() => members.refetch()}>
        {list.length === 0 ? (
          <TableEmpty>{t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("table.caption")}>
            <thead>
              <tr>
                <Th>{t("table.member")}</Th>
                <Th>{t("table.role")}</Th>
                <Th>{t("table.membership")}</Th>
                <Th>{t("table.apiKey")}</Th>
                {/* relative: keeps the visually hidden label inside the table's scroll box on small screens */}
                <Th className="relative text-right">
                  <span className="sr-only">{t("table.actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((member) => {
                const lastOwner = isLastOwner(member);
                const changeReason = authority.changeMember(member) ?? (lastOwner ? authority.lastOwner() : undefined);
                const removeReason = authority.removeMember(member) ?? (lastOwner ? authority.lastOwner() : undefined);
                const expired = member.expiresAt && new Date(member.expiresAt) <= now;
                const pending = member.invitationStatus === "PENDING";
                return (
                  <tr key={member._id} data-testid={`member-${member.email}`}>
                    <Td className="max-w-[13rem]">
                      <p className="truncate font-medium text-slate-900" title={member.profile.fullName}>
                        {member.profile.fullName}
                        {authority.isSelf(member) && <span className="ml-2 text-xs font-normal text-slate-500">({t("you")})</span>}
                      </p>
                      <p className="truncate text-xs text-slate-500" title={member.email}>
                        {member.email}
                      </p>
                      {/* Written out, not only as the disabled buttons' tooltip: touch screens show no tooltips. */}
                      {lastOwner && (authority.isSelf(member) || changeReason === authority.lastOwner()) && (
                        <p className="mt-1 text-xs whitespace-normal text-amber-800" data-testid="last-owner-note">
                          {authority.lastOwner()}
                        </p>
                      )}
                    </Td>
                    <Td label={t("table.role")}>
                      <Badge tone={ROLE_TONE[member.roleName] ?? "yellow"}>{labels.memberRoleName(member.roleName)}</Badge>
                      <div className="mt-1.5">
                        <Button
                          size="sm"
                          variant="ghost"
                          className="-ml-2.5 shadow-none max-sm:-mr-2.5 max-sm:ml-0"
                          disabledReason={changeReason}
                          onClick={() => setOpen({ kind: "change", member })}
                        >
                          {t("actions.changeRole")}
                        </Button>
                      </div>
                    </Td>
                    <Td label={t("table.membership")} className="text-xs">
                      {pending ? (
                        <div className="mb-1 space-y-1">
                          <Badge tone="yellow">{t("invitation.pending")}</Badge>
                          {member.invitationExpiresAt && (
                            <p className={new Date(member.invitationExpiresAt) <= now ? "font-medium text-red-700" : "text-slate-500"}>
                              {t("invitation.linkExpires", { date: format.dateTime(new Date(member.invitationExpiresAt), "short") })}
                            </p>
                          )}
                          <div className="flex gap-1 max-sm:-mr-2.5 max-sm:justify-end">
                            <Button
                              size="sm"
                              variant="ghost"
                              className="shadow-none sm:-ml-2.5"
                              disabledReason={authority.reissueInvitation(member)}
                              onClick={() => reissueLink(member, true)}
                            >
                              {t("invitation.resend")}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              className="shadow-none"
                              disabledReason={authority.reissueInvitation(member)}
                              onClick={() => reissueLink(member, false)}
                            >
                              {t("invitation.copyLink")}
                            </Button>
                          </div>
                        </div>
                      ) : (
                        <p className="text-slate-700">{t("joined", { date: format.dateTime(new Date(member.joinedAt), "date") })}</p>
                      )}
                      <p className={expired ? "font-medium text-red-700" : "text-slate-500"}>
                        {member.expiresAt ? t("ends", { date: format.dateTime(new Date(member.expiresAt), "short") }) : t("noEnd")}
                      </p>
                    </Td>
                    <Td label={t("table.apiKey")} className="w-64 min-w-[14rem] whitespace-normal!">
                      <KeySummary member={member} />
                      <Link
                        href={`/organizations/${organizationId}/members/${member._id}/api-key`}
                        className="mt-1 inline-block text-xs font-semibold text-indigo-700 hover:underline"
                        aria-label={`${t("actions.apiKey")}: ${member.profile.fullName}`}
                      >
                        {t("actions.apiKey")} →
                      </Link>
                    </Td>
                    <Td className="space-y-1 text-right">
                      {!pending && (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="shadow-none"
                          disabledReason={resetReason(member)}
                          onClick={() => setOpen({ kind: "resetTwoFactor", member })}
                        >
                          {t("resetTwoFactor.action")}
                        </Button>
                      )}
                      <Button size="sm" variant="danger" disabledReason={removeReason} onClick={() => setOpen({ kind: "remove", member })}>
                        {pending ? t("invitation.revoke") : t("actions.remove")}
                      </Button>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        <LoadMore query={members} label={t("loadMore")} />
      </QueryState>

      {open?.kind === "invite" && (
        <InviteMemberDialog
          organizationId={organizationId}
          roles={authority.roles}
          refusal={handOut}
          onClose={() => setOpen(null)}
          onInvited={(member) => {
            if (member.inviteUrl) {
              setOpen({ kind: "link", email: member.email, url: member.inviteUrl, emailed: false });
              return;
            }
            setOpen(null);
            const key = member.invitationStatus === "PENDING" ? "inviteDialog.doneInvited" : "inviteDialog.done";
            setNotice({ tone: "success", text: t(key, { email: member.email }) });
          }}
        />
      )}
      {open?.kind === "change" && (
        <ChangeMemberDialog
          organizationId={organizationId}
          member={open.member}
          roles={authority.roles}
          refusal={handOut}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setNotice({ tone: "success", text: t("changeDialog.done", { name: open.member.profile.fullName }) });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === "link" && (
        <InvitationLinkDialog email={open.email} url={open.url} emailed={open.emailed} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={open?.kind === "leave"}
        onClose={() => setOpen(null)}
        onConfirm={confirmLeave}
        title={t("leave.title")}
        description={t("leave.description")}
        confirmLabel={t("leave.confirm")}
        danger
        pending={leave.isPending}
      />
      <ConfirmDialog
        open={open?.kind === "remove"}
        onClose={() => setOpen(null)}
        onConfirm={() => open?.kind === "remove" && confirmRemove(open.member)}
        title={open?.kind === "remove" ? t("removeDialog.title", { name: open.member.profile.fullName }) : ""}
        description={t("removeDialog.description")}
        confirmLabel={t("removeDialog.confirm")}
        danger
        pending={remove.isPending}
      />
      <ConfirmDialog
        open={open?.kind === "resetTwoFactor"}
        onClose={() => setOpen(null)}
        onConfirm={() => open?.kind === "resetTwoFactor" && confirmResetTwoFactor(open.member)}
        title={open?.kind === "resetTwoFactor" ? t("resetTwoFactor.title", { name: open.member.profile.fullName }) : ""}
        description={t("resetTwoFactor.description")}
        confirmLabel={t("resetTwoFactor.confirm")}
        danger
        pending={resetTwoFactor.isPending}
      />
    </>
  );
}
