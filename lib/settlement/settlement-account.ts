import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { ApiError, badRequest } from "@/lib/api/errors";
import { withOrganizationLock } from "@/lib/db/row-lock";
import { openAccountNumber, sealAccountNumber, UnknownSettlementKeyError, type SealedAccountNumber } from "./account-number-cipher";
import { SettlementKeyConfigError, settlementKeyRing } from "./encryption-keys";
import { maskAccountNumber, visibleTail } from "./mask-account-number";
import { settlementAccountSchema, type SettlementAccount, type UpdateSettlementAccountInput } from "./schemas";
import { auditChanges, noteAuditChanges } from "@/lib/audit/changes";

type AccountRow = { accountOwnerName: string; accountBankName: string; accountNumberLast4: string };

export function serializeSettlementAccount(row: AccountRow): SettlementAccount {
  return settlementAccountSchema.parse({
    accountOwnerName: row.accountOwnerName,
    accountBankName: row.accountBankName,
    accountNumber: maskAccountNumber(row.accountNumberLast4),
  });
}

const accountNotRegistered = () =>
  new ApiError(404, "This organization has not registered a settlement account yet.", "ACCOUNT_NOT_REGISTERED");

export function findSettlementAccount(organizationId: string) {
  return prisma.settlementAccount.findUnique({ where: { organizationId } });
}

export async function getSettlementAccountOrThrow(organizationId: string) {
  const row = await findSettlementAccount(organizationId);
  if (!row) throw accountNotRegistered();
  return row;
}

/** The server's key configuration is broken: log why (no key material in it) and answer a clear 500. */
function encryptionUnavailable(error: SettlementKeyConfigError | UnknownSettlementKeyError): ApiError {
  console.error(`[settlement] ${error.message}`);
  return new ApiError(
    500,
    "Settlement account encryption is not configured on this server; ask its operator to set SETTLEMENT_ENCRYPTION_KEYS.",
    "SETTLEMENT_ENCRYPTION_NOT_CONFIGURED",
  );
}

function sealed(accountNumber: string, organizationId: string) {
  const { sealed: accountNumberSealed, keyId: accountNumberKeyId } = sealAccountNumber(accountNumber, organizationId);
  return { accountNumberSealed, accountNumberKeyId, accountNumberLast4: visibleTail(accountNumber) };
}

/** Re-seals a number kept under an older key with the current one, so retired keys can be dropped later. */
function resealed(current: SealedAccountNumber, organizationId: string) {
  if (current.keyId === settlementKeyRing().current.id) return {};
  try {
    return sealed(openAccountNumber(current, organizationId), organizationId);
  } catch (error) {
    if (!(error instanceof UnknownSettlementKeyError)) throw error;
    console.warn(`[settlement] organization ${organizationId}: ${error.message} The stored number was left as it is.`);
    return {};
  }
}

const REQUIRED_FIELDS = ["accountOwnerName", "accountBankName", "accountNumber"] as const;

/** The first registration needs all three fields; details name each missing one, so a form marks them all. */
function requireEveryField(input: UpdateSettlementAccountInput): Required<UpdateSettlementAccountInput> {
  const missing = REQUIRED_FIELDS.filter((field) => input[field] === undefined);
  if (missing.length > 0) {
    throw badRequest(
      `The first registration of a settlement account needs ${missing.join(", ")}.`,
      "VALIDATION_FAILED",
      missing.map((path) => ({ path, message: "is required to register the account" })),
    );
  }
  return input as Required<UpdateSettlementAccountInput>;
}

async function writeAccount(tx: Tx, organizationId: string, input: UpdateSettlementAccountInput, userId: string) {
  const existing = await tx.settlementAccount.findUnique({ where: { organizationId } });
  // Every field of the account is redacted in the audit trail: it says which changed, never to what. The number is
  // sealed, so one sent counts as changed.
  const before = existing && { accountOwnerName: existing.accountOwnerName, accountBankName: existing.accountBankName, accountNumber: "" };
  const after = { ...before, ...input, accountNumber: input.accountNumber === undefined ? "" : "sent" };
  noteAuditChanges(auditChanges(before, after, REQUIRED_FIELDS, { redact: "all" }));
  if (!existing) {
    const first = requireEveryField(input);
    return tx.settlementAccount.create({
      data: {
        organizationId,
        accountOwnerName: first.accountOwnerName,
        accountBankName: first.accountBankName,
        ...sealed(first.accountNumber, organizationId),
        updatedById: userId,
      },
    });
  }
  const number =
    input.accountNumber !== undefined
      ? sealed(input.accountNumber, organizationId)
      : resealed({ sealed: existing.accountNumberSealed, keyId: existing.accountNumberKeyId }, organizationId);
  return tx.settlementAccount.update({
    where: { organizationId },
    data: { accountOwnerName: input.accountOwnerName, accountBankName: input.accountBankName, ...number, updatedById: userId },
  });
}

/** Operation 19: registers the account (all three fields) or changes any of its fields. */
export async function updateSettlementAccount(organizationId: string, input: UpdateSettlementAccountInput, userId: string) {
  try {
    return await withOrganizationLock(organizationId, (tx) => writeAccount(tx, organizationId, input, userId));
  } catch (error) {
    if (error instanceof SettlementKeyConfigError || error instanceof UnknownSettlementKeyError) throw encryptionUnavailable(error);
    throw error;
  }
}
