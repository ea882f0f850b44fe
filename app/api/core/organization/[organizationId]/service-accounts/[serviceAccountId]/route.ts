import { routeOf } from "@/lib/api/operation";
import { getServiceAccount, updateServiceAccount, deleteServiceAccount } from "@/lib/service-accounts/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getServiceAccount, updateServiceAccount, deleteServiceAccount);
export { GET, POST, PUT, PATCH, DELETE };
