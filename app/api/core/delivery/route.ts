import { routeOf } from "@/lib/api/operation";
import { reportDelivery } from "@/lib/delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportDelivery);
export { GET, POST, PUT, PATCH, DELETE };
