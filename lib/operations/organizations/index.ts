export { createOrganization } from "./create-organization";
export { getMe } from "./get-me";
export { getOrganization } from "./get-organization";
export { getTwoFactorRequirement } from "./get-two-factor-requirement";
export { leaveOrganization } from "./leave-organization";
export { listMyOrganizations } from "./list-my-organizations";
export { requireTwoFactor } from "./require-two-factor";
export { updateOrganization } from "./update-organization";
