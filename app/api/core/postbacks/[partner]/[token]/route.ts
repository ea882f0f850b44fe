import { routeOf } from "@/lib/http/operation";
import { receivePostbackByGet, receivePostbackByPost } from "@/lib/operations/attribution/receive-postback";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(receivePostbackByGet, receivePostbackByPost);
export { GET, POST, PUT, PATCH, DELETE };
