import { withPublic } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/health — extension: the process is up (a load balancer's liveness check); touches nothing else
export const GET = withPublic(async () => Response.json({ status: "ok" }));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
