import { routeOf } from "@/lib/api/operation";
import { updateApiKeyPolicy } from "@/lib/members/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateApiKeyPolicy);
