import { z } from "zod";
import { MASK_PREFIX } from "./mask-account-number";

const ACCOUNT_FIELD_MAX = 40;

const accountField = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(ACCOUNT_FIELD_MAX, `must be at most ${ACCOUNT_FIELD_MAX} characters`);

const accountNumber = accountField.regex(/[\p{L}\p{N}]/u, "must contain digits");

const fields = {
  accountOwnerName: accountField.describe("Account holder's name, 1 to 40 characters"),
  accountBankName: accountField.describe("Bank name, 1 to 40 characters"),
  accountNumber: accountNumber.describe("Account number, 1 to 40 characters; stored encrypted, answered masked"),
};

/** Operation 19 body: every field optional, but the first registration needs all three. */
export const updateSettlementAccountBody = z
  .strictObject({
    accountOwnerName: fields.accountOwnerName.optional(),
    accountBankName: fields.accountBankName.optional(),
    accountNumber: fields.accountNumber.optional(),
  })
  .meta({ id: "UpdateSettlementAccountRequest" });
export type UpdateSettlementAccountInput = z.infer<typeof updateSettlementAccountBody>;

/** What a first registration must carry (the console's registration form uses the same schema). */
export const registerSettlementAccountBody = z.strictObject(fields).meta({ id: "RegisterSettlementAccountRequest" });

export const settlementAccountSchema = z
  .object({
    accountOwnerName: z.string(),
    accountBankName: z.string(),
    accountNumber: z
      .string()
      .regex(new RegExp(`^${MASK_PREFIX}`), "must be masked")
      .describe(`Masked: ${MASK_PREFIX} then at most the last four letters or digits, e.g. ${MASK_PREFIX}1234`),
  })
  .meta({ id: "SettlementAccount" });
export type SettlementAccount = z.infer<typeof settlementAccountSchema>;

/** Extension GET /account query: `missing=null` answers 200 null instead of 404 before the first registration. */
export const readSettlementAccountQuery = z.strictObject({
  missing: z
    .enum(["404", "null"])
    .default("404")
    .describe("What to answer while no account is registered: 404 ACCOUNT_NOT_REGISTERED (default) or 200 with null"),
});
