import { routeOf } from "@/lib/api/operation";
import { sendTestWebhook } from "@/lib/webhooks/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(sendTestWebhook);
export { GET, POST, PUT, PATCH, DELETE };
