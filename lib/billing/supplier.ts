import { formatRegistrationNumber, registrationDigits } from "./business-registration-number";
import { setting } from "@/lib/config";

// The platform operator as the supplier (공급자) its receipts, statements and tax invoices name, configured once in
// the environment. Until BILLING_SUPPLIER_REGISTRATION_NUMBER is set the documents carry a demonstration supplier
// and say so.

const DEMO = {
  name: "AdNet Demo",
  registrationNumber: "000-00-00000",
  representative: "-",
  address: "-",
  businessType: "정보통신업",
  businessItem: "온라인 광고",
  email: "billing@adnet.invalid",
};

export type Supplier = typeof DEMO & { demo: boolean };

export function supplierDetails(env: NodeJS.ProcessEnv = process.env): Supplier {
  const digits = registrationDigits(setting("BILLING_SUPPLIER_REGISTRATION_NUMBER", env) ?? "");
  return {
    name: setting("BILLING_SUPPLIER_NAME", env),
    registrationNumber: digits ? formatRegistrationNumber(digits) : DEMO.registrationNumber,
    representative: setting("BILLING_SUPPLIER_REPRESENTATIVE", env),
    address: setting("BILLING_SUPPLIER_ADDRESS", env),
    businessType: setting("BILLING_SUPPLIER_BUSINESS_TYPE", env),
    businessItem: setting("BILLING_SUPPLIER_BUSINESS_ITEM", env),
    email: setting("BILLING_SUPPLIER_EMAIL", env),
    demo: !digits,
  };
}
