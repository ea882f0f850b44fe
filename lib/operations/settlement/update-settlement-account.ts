import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { settlementAccountSchema, updateSettlementAccountBody } from "@/lib/settlement/schemas";
import { serializeSettlementAccount, updateSettlementAccount as updateAccount } from "@/lib/settlement/settlement-account";
import { ACCOUNT_PATH, accountExample, SETTLEMENT_TAG } from "./examples";

export const updateSettlementAccount = organizationOperation({
  method: "PATCH",
  path: ACCOUNT_PATH,
  operationId: "updateSettlementAccount",
  operation: 19,
  summary: "Register or update settlement account",
  description:
    "The first registration needs all three fields (400 VALIDATION_FAILED naming each missing one); later calls change " +
    "any of them. Each is 1 to 40 characters after trimming. The number is stored encrypted (AES-256-GCM) and answered " +
    "masked. Needs settlement:update (Owner).",
  tag: SETTLEMENT_TAG,
  audit: "settlement:update",
  permission: "settlement:update",
  body: updateSettlementAccountBody,
  response: settlementAccountSchema,
  reasons: ["SETTLEMENT_ENCRYPTION_NOT_CONFIGURED", "LOCK_TIMEOUT"],
  requestExample: { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "123456-01-781234" },
  responseExample: accountExample,
  run: async ({ organizationId, body, caller }) => serializeSettlementAccount(await updateAccount(organizationId, body, actingId(caller))),
});
