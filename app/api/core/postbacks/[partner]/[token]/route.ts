import { routeOf } from "@/lib/api/operation";
import { receivePostbackByGet, receivePostbackByPost } from "@/lib/attribution/receiver/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(receivePostbackByGet, receivePostbackByPost);
export { GET, POST, PUT, PATCH, DELETE };
