import { z } from "zod";
import { emailSchema } from "@/lib/email-schema";
import { formatRegistrationNumber, isValidRegistrationNumber, registrationDigits } from "./business-registration-number";

const FIELD_MAX = 100;
const text = (max = FIELD_MAX) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

const registrationNumber = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const digits = registrationDigits(value);
    if (!digits) {
      ctx.addIssue({ code: "custom", message: "must be 10 digits (123-45-67890)" });
      return z.NEVER;
    }
    if (!isValidRegistrationNumber(digits)) {
      ctx.addIssue({ code: "custom", message: "has a wrong check digit: check the number" });
      return z.NEVER;
    }
    return digits;
  })
  .meta({ type: "string", example: "220-81-62517" });

/** PUT /business-details: every field, each time (the record is replaced whole). */
export const businessDetailsBody = z
  .strictObject({
    registeredName: text().describe("Registered business name (상호), 1 to 100 characters"),
    registrationNumber: registrationNumber.describe(
      "Business registration number (사업자등록번호): 10 digits, hyphens optional; its check digit must match",
    ),
    representative: text(50).describe("Representative (대표자), 1 to 50 characters"),
    businessType: text(50).describe("Business type (업태), 1 to 50 characters"),
    businessItem: text(50).describe("Business item (종목), 1 to 50 characters"),
    address: text(200).describe("Registered address, 1 to 200 characters"),
    invoiceEmail: emailSchema.describe("Where issued tax invoices are sent"),
  })
  .meta({ id: "BusinessDetailsRequest" });
export type BusinessDetailsInput = z.infer<typeof businessDetailsBody>;

export const businessDetailsSchema = z
  .object({
    registeredName: z.string(),
    registrationNumber: z.string().describe("As printed: 123-45-67890"),
    representative: z.string(),
    businessType: z.string(),
    businessItem: z.string(),
    address: z.string(),
    invoiceEmail: z.string(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "BusinessDetails" });
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

type BusinessDetailsRow = Omit<BusinessDetails, "updatedAt"> & { updatedAt: Date };

export function serializeBusinessDetails(row: BusinessDetailsRow): BusinessDetails {
  return {
    registeredName: row.registeredName,
    registrationNumber: formatRegistrationNumber(row.registrationNumber),
    representative: row.representative,
    businessType: row.businessType,
    businessItem: row.businessItem,
    address: row.address,
    invoiceEmail: row.invoiceEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}
