"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { roleKeys } from "@/lib/roles/query-keys";
import type { Member } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";

type AddMemberRequest = { email: string; roleId: string; expiresAt?: string };

/** Operation 11. */
export function useAddMember(organizationId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: AddMemberRequest) =>
      apiFetch<Member>(apiPath.organization(organizationId).memberByEmail(), {
        method: "POST",
        body,
        idempotencyKey: idempotency.for(body),
      }),
    onSuccess: () => {
      idempotency.done();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all(organizationId) }),
      ]);
    },
  });
}
