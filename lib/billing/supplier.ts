import { formatRegistrationNumber, registrationDigits } from "./business-registration-number";

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
  const digits = registrationDigits(env.BILLING_SUPPLIER_REGISTRATION_NUMBER ?? "");
  return {
    name: env.BILLING_SUPPLIER_NAME || DEMO.name,
    registrationNumber: digits ? formatRegistrationNumber(digits) : DEMO.registrationNumber,
    representative: env.BILLING_SUPPLIER_REPRESENTATIVE || DEMO.representative,
    address: env.BILLING_SUPPLIER_ADDRESS || DEMO.address,
    businessType: env.BILLING_SUPPLIER_BUSINESS_TYPE || DEMO.businessType,
    businessItem: env.BILLING_SUPPLIER_BUSINESS_ITEM || DEMO.businessItem,
    email: env.BILLING_SUPPLIER_EMAIL || DEMO.email,
    demo: !digits,
  };
}
