import { routeOf } from "@/lib/api/operation";
import { renamePasskey, removePasskey } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(renamePasskey, removePasskey);
export { GET, POST, PUT, PATCH, DELETE };
