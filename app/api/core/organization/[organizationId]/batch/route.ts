import { routeOf } from "@/lib/http/operation";
import { runBatch } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(runBatch);
export { GET, POST, PUT, PATCH, DELETE };
