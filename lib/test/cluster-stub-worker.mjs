// A stand-in for scripts/cluster-worker.mjs in the cluster test: a server on PORT that answers which process
// it is and whether it runs the asset worker, and stops on SIGTERM after its open requests, as the real one does.
import http from "node:http";

const server = http.createServer((req, res) => {
  res.setHeader("connection", "close");
  res.end(JSON.stringify({ pid: process.pid, assetWorker: process.env.WORKER_ENABLED !== "false", index: process.env.WEB_WORKER_INDEX }));
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
