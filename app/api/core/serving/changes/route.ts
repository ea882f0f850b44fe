import { routeOf } from "@/lib/api/operation";
import { listServingChanges } from "@/lib/serving/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listServingChanges);
export { GET, POST, PUT, PATCH, DELETE };
