import { routeOf } from "@/lib/http/operation";
import { approvalHistory } from "@/lib/operations/apps";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(approvalHistory);
export { GET, POST, PUT, PATCH, DELETE };
