import { routeOf } from "@/lib/http/operation";
import { cancelTopUp } from "@/lib/operations/top-ups";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(cancelTopUp);
export { GET, POST, PUT, PATCH, DELETE };
