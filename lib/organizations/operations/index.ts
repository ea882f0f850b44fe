export { createOrganization } from "./create-organization";
export { getMe } from "./get-me";
export { getOrganization } from "./get-organization";
export { leaveOrganization } from "./leave-organization";
export { listMyOrganizations } from "./list-my-organizations";
export { updateOrganization } from "./update-organization";
