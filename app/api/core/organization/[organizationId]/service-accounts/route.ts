import { routeOf } from "@/lib/http/operation";
import { listServiceAccounts, createServiceAccount } from "@/lib/operations/service-accounts";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listServiceAccounts, createServiceAccount);
export { GET, POST, PUT, PATCH, DELETE };
