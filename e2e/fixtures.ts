import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

export type SeedUser = { email: string; password: string; userId: string; organizationId: string; apiKey: string };
export type Seed = { owner: SeedUser; reviewer: SeedUser };

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
