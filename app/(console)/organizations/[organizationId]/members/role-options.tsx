"use client";
import { useLabels } from "@/lib/i18n/use-labels";
import type { Role } from "@/lib/roles/schemas";

/** <option>s of the organization's roles; those the caller may not hand out are disabled, with the reason. */
export function RoleOptions({ roles, refusal }: { roles: Role[]; refusal: (role: Role) => string | undefined }) {
  const labels = useLabels();
  return (
    <>
      {roles.map((role) => {
        const reason = refusal(role);
        return (
          <option key={role._id} value={role._id} disabled={!!reason} title={reason}>
            {reason ? `${labels.roleName(role)} — ${reason}` : labels.roleName(role)}
          </option>
        );
      })}
    </>
  );
}
