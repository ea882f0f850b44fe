import { randomBytes } from "node:crypto";

/** The identifier an app's SDK sends with ad requests: `sdk_` + 32 hex characters. Not a secret. */
export function generateSdkKey(): string {
  return `sdk_${randomBytes(16).toString("hex")}`;
}
