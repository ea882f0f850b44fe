export { getOpenApiDocument } from "./get-open-api-document";
