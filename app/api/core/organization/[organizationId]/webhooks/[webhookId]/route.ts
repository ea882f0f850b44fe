import { routeOf } from "@/lib/http/operation";
import { getWebhook, updateWebhook, deleteWebhook } from "@/lib/operations/webhooks";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getWebhook, updateWebhook, deleteWebhook);
export { GET, POST, PUT, PATCH, DELETE };
