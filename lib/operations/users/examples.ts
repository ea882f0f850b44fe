export const ACCOUNT_TAG = "Account";

export const THROTTLED =
  "Throttled per client address and per (e-mail, client address), so failures from elsewhere never hold an account's owner back: " +
  "429 RATE_LIMITED with Retry-After, the message saying the wait in words.";
