import { routeOf } from "@/lib/http/operation";
import { getServiceAccount, updateServiceAccount, deleteServiceAccount } from "@/lib/operations/service-accounts";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getServiceAccount, updateServiceAccount, deleteServiceAccount);
export { GET, POST, PUT, PATCH, DELETE };
