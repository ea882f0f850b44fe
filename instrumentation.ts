// Runs once when the server starts. Node-only checks live in their own modules, kept out of the Edge bundle.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkSettlementKeysAtStartup } = await import("./lib/settlement/check-keys-at-startup");
    checkSettlementKeysAtStartup();
  }
}
