import { routeOf } from "@/lib/api/operation";
import { getWebhook, updateWebhook, deleteWebhook } from "@/lib/webhooks/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getWebhook, updateWebhook, deleteWebhook);
export { GET, POST, PUT, PATCH, DELETE };
