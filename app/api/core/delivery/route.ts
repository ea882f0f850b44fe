import { routeOf } from "@/lib/http/operation";
import { reportDelivery } from "@/lib/operations/delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportDelivery);
export { GET, POST, PUT, PATCH, DELETE };
