import { routeOf } from "@/lib/http/operation";
import { testPostback } from "@/lib/operations/attribution/test-postback";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(testPostback);
export { GET, POST, PUT, PATCH, DELETE };
