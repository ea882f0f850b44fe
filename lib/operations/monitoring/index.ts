export { health } from "./health";
export { metrics } from "./metrics";
export { ready } from "./ready";
