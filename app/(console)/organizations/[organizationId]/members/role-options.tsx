"use client";
import type { Role } from "@/lib/roles/schemas";

/** <option>s of the organization's roles; those the caller may not hand out are disabled, with the reason. */
export function RoleOptions({ roles, refusal }: { roles: Role[]; refusal: (role: Role) => string | undefined }) {
  return (
    <>
      {roles.map((role) => {
        const reason = refusal(role);
        return (
          <option key={role._id} value={role._id} disabled={!!reason} title={reason}>
            {reason ? `${role.name} — ${reason}` : role.name}
          </option>
        );
      })}
    </>
  );
}
