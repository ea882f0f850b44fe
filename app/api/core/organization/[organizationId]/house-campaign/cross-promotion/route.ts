import { routeOf } from "@/lib/api/operation";
import { createCrossPromotion, listCrossPromotions } from "@/lib/cross-promotions/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCrossPromotions, createCrossPromotion);
export { GET, POST, PUT, PATCH, DELETE };
