import { routeOf } from "@/lib/http/operation";
import { updateApiKeyPolicy } from "@/lib/operations/members";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateApiKeyPolicy);
export { GET, POST, PUT, PATCH, DELETE };
