// One server process of the cluster scripts/cluster.mjs runs: the primary already loaded secrets, applied
// migrations and built; this only serves (its environment came from the primary).
import path from "node:path";
import { fileURLToPath } from "node:url";

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
const { startServer } = await import("./server.mjs");
await startServer();
