import { routeOf } from "@/lib/http/operation";
import { getBusinessDetails, updateBusinessDetails } from "@/lib/operations/billing";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getBusinessDetails, updateBusinessDetails);
export { GET, POST, PUT, PATCH, DELETE };
