import { z } from "zod";
import { publicOperation } from "@/lib/http/operation";
import { OPERATIONS_TAG } from "./examples";

export const health = publicOperation({
  method: "GET",
  path: "/api/health",
  operationId: "health",
  summary: "Liveness: the process is up",
  description: "Touches no dependency: for a load balancer or orchestrator deciding whether to restart the process.",
  tag: OPERATIONS_TAG,
  response: z.object({ status: z.literal("ok") }),
  responseExample: { status: "ok" },
  run: async () => ({ status: "ok" as const }),
});
