import { routeOf } from "@/lib/http/operation";
import { applyPlan, exportPlan } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(exportPlan, applyPlan);
export { GET, POST, PUT, PATCH, DELETE };
