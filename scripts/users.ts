// For a server that sends no e-mail (SMTP_URL unset), the administrator does what a mailed link would:
//   npm run users:confirm -- <email> [--pick N]   confirms a sign-up; the person signs in with the password they chose
//   npm run users:reset-link -- <email>           prints a single-use link (1 hour) to choose a new password
// Works on DATABASE_URL or the embedded database (stop `npm start` first: the embedded one opens in one process only).
import { parseArgs } from "node:util";
import { deploy } from "./db.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { pick: { type: "string" } },
});
const [command, email] = positionals;

function fail(message: string): never {
  console.error(`users: ${message}`);
  process.exit(1);
}

async function confirm(address: string) {
  const pick = values.pick === undefined ? undefined : Number(values.pick);
  if (pick !== undefined && (!Number.isInteger(pick) || pick < 1)) fail("--pick takes the number of a listed sign-up (1, 2, ...)");
  const { confirmSignUp } = await import("@/lib/users/confirm-sign-up");
  const outcome = await confirmSignUp(address, pick);
  switch (outcome.status) {
    case "confirmed":
      console.log(`Confirmed ${outcome.email}: they sign in with the password they chose at sign-up.`);
      console.log(`Their organization "${outcome.organizationName}" (${outcome.organizationId}) is ready.`);
      return;
    case "already-confirmed":
      console.log(`${outcome.email} is already confirmed: they can sign in (or use npm run users:reset-link -- ${outcome.email}).`);
      return;
    case "none-pending":
      fail(
        `no sign-up is waiting for ${outcome.email} (none, or older than 24 hours): ask them to sign up again, ` +
          "or have an Owner or Admin invite them from the Members page and pass on the link.",
      );
    case "choose":
      console.log(`${outcome.pending.length} sign-ups are waiting for ${outcome.email}; ask the person which one is theirs:`);
      outcome.pending.forEach((entry, index) =>
        console.log(
          `  ${index + 1}. ${entry.requestedAt.toISOString()} from ${entry.requestedFrom ?? "an unknown address"}: ` +
            `"${entry.fullName}", organization "${entry.organizationName}"`,
        ),
      );
      console.log(`Then: npm run users:confirm -- ${outcome.email} --pick <number>`);
      process.exitCode = 2;
  }
}

async function resetLink(address: string) {
  const { resetLinkFor } = await import("@/lib/users/confirm-sign-up");
  const reset = await resetLinkFor(address);
  if (!reset) fail(`no account uses ${address}.`);
  console.log(`Give this link to ${reset.email} in person; it works once, until ${reset.expiresAt.toISOString()}:`);
  console.log(reset.link);
}

async function main() {
  if (!email || (command !== "confirm" && command !== "reset-link")) {
    fail("usage: npm run users:confirm -- <email> [--pick N]  |  npm run users:reset-link -- <email>");
  }
  await deploy({ quiet: true });
  if (command === "confirm") await confirm(email);
  else await resetLink(email);
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) =>
    fail(
      error?.code === "DATABASE_LOCKED"
        ? error.message
        : error?.issues
          ? `"${email}" is not an e-mail address`
          : (error?.message ?? String(error)),
    ),
);
