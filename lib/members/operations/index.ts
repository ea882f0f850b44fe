export { addMemberByEmail } from "./add-member-by-email";
export { getMember } from "./get-member";
export { listMembers } from "./list-members";
export { reissueInvitation } from "./reissue-invitation";
export { removeMember } from "./remove-member";
export { rotateApiKey } from "./rotate-api-key";
export { updateApiKeyPolicy } from "./update-api-key-policy";
export { updateMember } from "./update-member";
