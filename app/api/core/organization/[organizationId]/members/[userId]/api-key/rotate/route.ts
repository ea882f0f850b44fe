import { routeOf } from "@/lib/api/operation";
import { rotateApiKey } from "@/lib/members/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateApiKey);
