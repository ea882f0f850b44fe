import { routeOf } from "@/lib/http/operation";
import { approvalAction } from "@/lib/operations/apps";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(approvalAction);
export { GET, POST, PUT, PATCH, DELETE };
