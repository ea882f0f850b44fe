// The cluster test's primary: scripts/cluster.mjs running two stand-in workers (lib/test/cluster-stub-worker.mjs).
// Run by plain node, which knows no `@/` alias: the module is loaded by its URL.
const { runServers } = await import(new URL("../../scripts/cluster.mjs", import.meta.url).href);
await runServers({ count: 2, workerScript: new URL("cluster-stub-worker.mjs", import.meta.url).pathname });
