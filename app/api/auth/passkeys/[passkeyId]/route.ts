import { routeOf } from "@/lib/http/operation";
import { renamePasskey, removePasskey } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(renamePasskey, removePasskey);
export { GET, POST, PUT, PATCH, DELETE };
