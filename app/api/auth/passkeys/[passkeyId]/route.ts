import { routeOf } from "@/lib/api/operation";
import { renamePasskey, removePasskey } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(renamePasskey, removePasskey);
