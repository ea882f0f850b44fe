import { z } from "zod";
import { publicOperation } from "@/lib/http/operation";
import { serviceUnavailable } from "@/lib/api/error-mapping";
import { ApiError } from "@/lib/api/errors";
import { readiness } from "@/lib/monitoring/readiness";
import { OPERATIONS_TAG } from "./examples";

const checkResult = z.enum(["ok", "disabled", "unreachable"]);

export const ready = publicOperation({
  method: "GET",
  path: "/api/ready",
  operationId: "ready",
  reasons: ["NOT_READY"],
  summary: "Readiness: database, Redis and storage reachable",
  description:
    "200 when every dependency answers within 2 s (Redis is `disabled` without REDIS_URL); otherwise 503 " +
    "NOT_READY with Retry-After and a detail naming each unreachable dependency. Take the instance out of rotation on 503.",
  tag: OPERATIONS_TAG,
  response: z.object({
    status: z.literal("ready"),
    checks: z.object({ database: checkResult, redis: checkResult, storage: checkResult }),
  }),
  responseExample: { status: "ready", checks: { database: "ok", redis: "ok", storage: "ok" } },
  run: async () => {
    const { ready, checks } = await readiness();
    if (ready) return { status: "ready" as const, checks };
    const error = serviceUnavailable("Not ready: a dependency is unreachable.");
    throw new ApiError(503, error.message, "NOT_READY", {
      headers: error.extra.headers,
      details: Object.entries(checks)
        .filter(([, result]) => result === "unreachable")
        .map(([path]) => ({ path, message: "unreachable" })),
    });
  },
});
