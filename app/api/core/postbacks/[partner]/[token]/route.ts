import { routeOf } from "@/lib/api/operation";
import { receivePostbackByGet, receivePostbackByPost } from "@/lib/attribution/operations/receive-postback";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(receivePostbackByGet, receivePostbackByPost);
export { GET, POST, PUT, PATCH, DELETE };
