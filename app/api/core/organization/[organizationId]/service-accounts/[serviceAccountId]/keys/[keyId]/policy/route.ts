import { routeOf } from "@/lib/http/operation";
import { updateServiceAccountKeyPolicy } from "@/lib/operations/service-accounts";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateServiceAccountKeyPolicy);
export { GET, POST, PUT, PATCH, DELETE };
