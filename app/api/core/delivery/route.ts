import { routeOf } from "@/lib/api/operation";
import { reportDelivery } from "@/lib/delivery/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportDelivery);
