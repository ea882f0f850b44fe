// Secrets for a single machine: made once and kept in the data directory, so `npm install && npm start` just
// works. Production (several instances) sets them in the environment, identical on every instance.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

export function ensureLocalSecrets(dataDir = path.join(process.cwd(), ".data")) {
  const file = path.join(dataDir, "secrets.json");
  let stored = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {}
  const wanted = {
    AUTH_SECRET: () => randomBytes(32).toString("base64url"),
    SETTLEMENT_ENCRYPTION_KEYS: () => `k${Date.now().toString(36)}:${randomBytes(32).toString("base64")}`,
  };
  let changed = false;
  for (const [name, make] of Object.entries(wanted)) {
    if (process.env[name]) continue;
    if (!stored[name]) {
      stored[name] = make();
      changed = true;
    }
    process.env[name] = stored[name];
  }
  if (changed) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    console.log(`> Generated local secrets in ${path.relative(process.cwd(), file)} (set them in the environment in production)`);
  }
}
