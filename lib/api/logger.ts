import pino from "pino";
import { setting } from "@/lib/config";

// One JSON line per event on stdout (request id, route, status, duration for every API answer), for a log
// collector to parse. LOG_LEVEL: trace, debug, info (default), warn, error, silent; tests default to silent.
export const logger = pino({
  level: setting("LOG_LEVEL") ?? (process.env.VITEST ? "silent" : "info"),
  base: { service: "adnet-console" },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["req.headers.authorization", "req.headers.cookie"], remove: true },
});
