// npm run settlement:reseal — after putting a new key first in SETTLEMENT_ENCRYPTION_KEYS, re-seals every stored
// account number with it; once it reports nothing unreadable, the older keys can be removed. Prints counts and
// organization ids only, never a number.
import { deploy } from "./db.mjs";
import { ensureLocalSecrets } from "./secrets.mjs";

async function main() {
  ensureLocalSecrets();
  await deploy({ quiet: true });
  const { resealAccountNumbers } = await import("@/lib/settlement/reseal-account-numbers");
  const { checked, resealed, unreadable } = await resealAccountNumbers();
  console.log(`Settlement account numbers under an older key: ${checked}; re-sealed with the current key: ${resealed}.`);
  if (unreadable.length > 0) {
    console.error(`Sealed with keys SETTLEMENT_ENCRYPTION_KEYS no longer lists (organizations): ${unreadable.join(", ")}`);
    process.exitCode = 1;
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(`settlement:reseal: ${error?.message ?? error}`);
    process.exit(1);
  },
);
