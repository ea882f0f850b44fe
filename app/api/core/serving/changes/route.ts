import { routeOf } from "@/lib/http/operation";
import { listServingChanges } from "@/lib/operations/serving";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listServingChanges);
export { GET, POST, PUT, PATCH, DELETE };
