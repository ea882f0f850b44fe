import { routeOf } from "@/lib/api/operation";
import { listTrackingLinks } from "@/lib/attribution/operations/tracking-links";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTrackingLinks);
export { GET, POST, PUT, PATCH, DELETE };
