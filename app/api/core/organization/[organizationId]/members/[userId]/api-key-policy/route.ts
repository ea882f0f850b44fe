import { routeOf } from "@/lib/api/operation";
import { updateApiKeyPolicy } from "@/lib/members/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateApiKeyPolicy);
export { GET, POST, PUT, PATCH, DELETE };
