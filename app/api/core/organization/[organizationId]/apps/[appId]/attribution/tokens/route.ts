import { routeOf } from "@/lib/api/operation";
import { createPostbackToken, listPostbackTokens } from "@/lib/attribution/operations/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listPostbackTokens, createPostbackToken);
export { GET, POST, PUT, PATCH, DELETE };
