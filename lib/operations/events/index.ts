export { listEvents } from "./list-events";
