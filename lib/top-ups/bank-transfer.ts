import { randomInt } from "node:crypto";
import { topUpBankAccount } from "@/lib/config/install-defaults.mjs";

// Where advertisers send money (무통장입금: a transfer to the platform's account, matched by the memo).
// Set in the environment; the defaults only make a fresh install demonstrable, and say so (`demo: true`): the
// console then tells advertisers and reviewers that no money may be sent to it, and the server warns at start.
export function bankAccount() {
  return topUpBankAccount();
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
