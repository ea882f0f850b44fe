import { routeOf } from "@/lib/http/operation";
import { createPostbackToken, listPostbackTokens } from "@/lib/operations/attribution/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listPostbackTokens, createPostbackToken);
export { GET, POST, PUT, PATCH, DELETE };
