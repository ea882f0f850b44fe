export { claimInstance } from "./claim-instance";
export { confirmSignUp } from "./confirm-sign-up";
export { createResetLink } from "./create-reset-link";
export { listInstanceAuditLog } from "./list-instance-audit-log";
export { listInstanceUsers } from "./list-instance-users";
export { listWaitingSignUps } from "./list-waiting-sign-ups";
export { updateInstanceUser } from "./update-instance-user";
