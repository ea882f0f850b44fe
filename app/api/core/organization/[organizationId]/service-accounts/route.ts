import { routeOf } from "@/lib/api/operation";
import { listServiceAccounts, createServiceAccount } from "@/lib/service-accounts/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listServiceAccounts, createServiceAccount);
export { GET, POST, PUT, PATCH, DELETE };
