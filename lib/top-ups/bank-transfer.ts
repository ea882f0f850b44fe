import { randomInt } from "node:crypto";

// Where advertisers send money (무통장입금: a transfer to the platform's account, matched by the memo).
// Set in the environment; the defaults only make a fresh install demonstrable.
export function bankAccount() {
  return {
    bankName: process.env.TOP_UP_BANK_NAME || "Demo Bank",
    accountNumber: process.env.TOP_UP_ACCOUNT_NUMBER || "000-000000-00-000",
    accountHolder: process.env.TOP_UP_ACCOUNT_HOLDER || "AdNet Demo",
  };
}

// No 0/O, 1/I/L: the code is read off a bank statement and typed by hand.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 8;

/** A reference code such as TU7KQ2MX9P: short enough for a transfer memo, 31^8 ≈ 8.5 × 10^11 possibilities. */
export function newReferenceCode(): string {
  let code = "TU";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
