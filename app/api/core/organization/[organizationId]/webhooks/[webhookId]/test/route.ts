import { routeOf } from "@/lib/http/operation";
import { sendTestWebhook } from "@/lib/operations/webhooks";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(sendTestWebhook);
export { GET, POST, PUT, PATCH, DELETE };
