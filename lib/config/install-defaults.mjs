// What a default install lacks, said once at start (scripts/start.mjs, scripts/e2e-server.mjs): no mail server,
// and the demonstration bank account advertisers would be told to send top-ups to. Shared with the app
// (lib/top-ups/bank-transfer.ts), which shows the same demonstration account with a warning.

/** The bank account top-ups are sent to when TOP_UP_BANK_NAME / TOP_UP_ACCOUNT_NUMBER / TOP_UP_ACCOUNT_HOLDER are unset. */
const DEMO_BANK_ACCOUNT = Object.freeze({ bankName: "Demo Bank", accountNumber: "000-000000-00-000", accountHolder: "AdNet Demo" });

/** The configured top-up account, each part falling back to the demonstration one; `demo` while the number is the demo's. */
export function topUpBankAccount(env = process.env) {
  const account = {
    bankName: env.TOP_UP_BANK_NAME || DEMO_BANK_ACCOUNT.bankName,
    accountNumber: env.TOP_UP_ACCOUNT_NUMBER || DEMO_BANK_ACCOUNT.accountNumber,
    accountHolder: env.TOP_UP_ACCOUNT_HOLDER || DEMO_BANK_ACCOUNT.accountHolder,
  };
  return { ...account, demo: account.accountNumber === DEMO_BANK_ACCOUNT.accountNumber };
}

/** One line per default that a team's install should change, each saying what it means and how to set it. */
export function installWarnings(env = process.env) {
  const warnings = [];
  if (!env.SMTP_URL) {
    warnings.push(
      "! SMTP_URL is not set: this server sends no e-mail. People join by invitation links an Owner or Admin copies " +
        "from the Members page; other sign-ups wait until the instance's administrator confirms them on the console's " +
        "Instance page (or `npm run users:confirm -- <email>` with the server stopped). " +
        "Set SMTP_URL=smtp://user:pass@mail.example.com:587 (and PUBLIC_URL) to send mail.",
    );
  }
  if (topUpBankAccount(env).demo) {
    warnings.push(
      `! TOP_UP_ACCOUNT_NUMBER is not set: top-ups show the demonstration account "${DEMO_BANK_ACCOUNT.bankName} ` +
        `${DEMO_BANK_ACCOUNT.accountNumber}", marked as one no money may be sent to. Set TOP_UP_BANK_NAME, ` +
        "TOP_UP_ACCOUNT_NUMBER and TOP_UP_ACCOUNT_HOLDER to the platform's real account.",
    );
  }
  return warnings;
}
