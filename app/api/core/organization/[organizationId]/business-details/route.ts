import { routeOf } from "@/lib/api/operation";
import { getBusinessDetails, updateBusinessDetails } from "@/lib/billing/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getBusinessDetails, updateBusinessDetails);
export { GET, POST, PUT, PATCH, DELETE };
