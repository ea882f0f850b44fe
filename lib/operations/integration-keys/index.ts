export { createIntegrationKey } from "./create-integration-key";
export { listIntegrationKeys } from "./list-integration-keys";
export { revokeIntegrationKey } from "./revoke-integration-key";
export { rotateIntegrationKey } from "./rotate-integration-key";
export { updateIntegrationKeyPolicy } from "./update-integration-key-policy";
