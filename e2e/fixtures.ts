import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { parseMail, type ReceivedMail } from "@/lib/test/mail-message";

export type SeedUser = { email: string; password: string; userId: string; organizationId: string; apiKey: string };
export type Seed = { owner: SeedUser; reviewer: SeedUser; mailDir: string };

function readSeed(): Seed {
  const file = process.env.E2E_FIXTURES_FILE ?? path.join(process.cwd(), ".data", "e2e", "fixtures.json");
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** `seed`: the owner and the platform reviewer that scripts/e2e-server.mjs made with `npm run bootstrap`. */
export const test = base.extend<{ seed: Seed }>({
  seed: async ({}, use) => use(readSeed()),
});

export { expect };

export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/organizations/);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

export const bearer = (apiKey: string) => ({ Authorization: `Bearer ${apiKey}` });

/** The newest message the server's SMTP sink received for `to` (matching `subject`), waiting for it to arrive. */
export async function readMail(seed: Seed, to: string, subject?: RegExp, timeoutMs = 15_000): Promise<ReceivedMail & { link: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = fs
      .readdirSync(seed.mailDir)
      .sort()
      .reverse()
      .map((name) => parseMail(fs.readFileSync(path.join(seed.mailDir, name), "utf8")));
    const found = messages.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
    if (found?.link) return found as ReceivedMail & { link: string };
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A fresh account and organization through the real sign-up: the confirmation link is read from the e-mail and
 * opened with the password chosen at sign-up.
 */
export async function signUpVerified(request: APIRequestContext, seed: Seed, name: string, password: string) {
  const email = uniqueEmail(name);
  const res = await request.post("/api/auth/sign-up", {
    data: { email, password, fullName: `${name} Owner`, organizationName: `${name} Studio` },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ verificationRequired: true });
  const mail = await readMail(seed, email, /Confirm your e-mail/);
  const token = new URL(mail.link).searchParams.get("token");
  const verified = await request.post("/api/auth/verify-email", { data: { token, password } });
  expect(verified.status()).toBe(200);
  const { organizationId } = await verified.json();
  return { email, password, organizationId: organizationId as string };
}
