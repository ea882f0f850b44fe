// The cluster test's primary: scripts/cluster.mjs running two stand-in workers (lib/test/cluster-stub-worker.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runServers } from "../../scripts/cluster.mjs";

await runServers({ count: 2, workerScript: path.join(path.dirname(fileURLToPath(import.meta.url)), "cluster-stub-worker.mjs") });
