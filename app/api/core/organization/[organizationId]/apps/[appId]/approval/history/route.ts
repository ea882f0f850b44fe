import { routeOf } from "@/lib/api/operation";
import { approvalHistory } from "@/lib/apps/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(approvalHistory);
export { GET, POST, PUT, PATCH, DELETE };
