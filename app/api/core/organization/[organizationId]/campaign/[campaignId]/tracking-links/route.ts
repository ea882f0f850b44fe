import { routeOf } from "@/lib/http/operation";
import { listTrackingLinks } from "@/lib/operations/attribution/tracking-links";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTrackingLinks);
export { GET, POST, PUT, PATCH, DELETE };
