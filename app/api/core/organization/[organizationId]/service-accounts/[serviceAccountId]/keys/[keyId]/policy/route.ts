import { routeOf } from "@/lib/api/operation";
import { updateServiceAccountKeyPolicy } from "@/lib/service-accounts/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateServiceAccountKeyPolicy);
export { GET, POST, PUT, PATCH, DELETE };
