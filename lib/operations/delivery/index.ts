export { campaignReport } from "./campaign-report";
export { organizationReport } from "./organization-report";
export { reportDelivery } from "./report-delivery";
