import { routeOf } from "@/lib/http/operation";
import { createCrossPromotion, listCrossPromotions } from "@/lib/operations/cross-promotions";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCrossPromotions, createCrossPromotion);
export { GET, POST, PUT, PATCH, DELETE };
