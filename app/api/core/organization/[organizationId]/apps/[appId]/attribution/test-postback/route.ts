import { routeOf } from "@/lib/api/operation";
import { testPostback } from "@/lib/attribution/operations/test-postback";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(testPostback);
export { GET, POST, PUT, PATCH, DELETE };
