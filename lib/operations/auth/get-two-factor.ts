import { personOperation } from "@/lib/http/operation";
import { twoFactorStatus } from "@/lib/auth/two-factor/enrolment";
import { twoFactorStatusSchema } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { TWO_FACTOR_PATH } from "./examples";

export const getTwoFactor = personOperation({
  method: "GET",
  path: TWO_FACTOR_PATH,
  operationId: "getTwoFactor",
  summary: "The caller's second factors",
  tag: ACCOUNT_TAG,
  response: twoFactorStatusSchema,
  run: ({ caller }) => twoFactorStatus(caller.user.id),
});
