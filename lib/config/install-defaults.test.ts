import { describe, expect, it } from "vitest";
import { installWarnings, topUpBankAccount } from "./install-defaults.mjs";

describe("what a default install lacks, said at start", () => {
  it("warns, one line each, of no mail server and of the demonstration bank account, with how to set them", () => {
    const lines = installWarnings({});
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^! SMTP_URL is not set: this server sends no e-mail\..*Members page.*npm run users:confirm.*Set SMTP_URL=smtp:\/\//,
    );
    expect(lines[1]).toMatch(
      /^! TOP_UP_ACCOUNT_NUMBER is not set: .*"Demo Bank 000-000000-00-000".*Set TOP_UP_BANK_NAME, TOP_UP_ACCOUNT_NUMBER/,
    );
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
  });

  it("says nothing of what is configured", () => {
    expect(installWarnings({ SMTP_URL: "smtp://mail.example.com:587", TOP_UP_ACCOUNT_NUMBER: "123-456" })).toEqual([]);
    expect(installWarnings({ SMTP_URL: "smtp://mail.example.com:587" })).toHaveLength(1);
  });

  it("the top-up account is the demonstration one until its number is set", () => {
    expect(topUpBankAccount({})).toEqual({
      bankName: "Demo Bank",
      accountNumber: "000-000000-00-000",
      accountHolder: "AdNet Demo",
      demo: true,
    });
    expect(topUpBankAccount({ TOP_UP_ACCOUNT_NUMBER: "123-456", TOP_UP_BANK_NAME: "KB" })).toEqual({
      bankName: "KB",
      accountNumber: "123-456",
      accountHolder: "AdNet Demo",
      demo: false,
    });
  });
});
