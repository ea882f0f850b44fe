import { routeOf } from "@/lib/api/operation";
import { approvalAction } from "@/lib/apps/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(approvalAction);
