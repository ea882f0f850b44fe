import { routeOf } from "@/lib/api/operation";
import { approvalHistory } from "@/lib/apps/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(approvalHistory);
