import { routeOf } from "@/lib/api/operation";
import { runBatch } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(runBatch);
export { GET, POST, PUT, PATCH, DELETE };
