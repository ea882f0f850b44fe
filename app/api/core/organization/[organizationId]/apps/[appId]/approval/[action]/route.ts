import { routeOf } from "@/lib/api/operation";
import { approvalAction } from "@/lib/apps/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(approvalAction);
export { GET, POST, PUT, PATCH, DELETE };
