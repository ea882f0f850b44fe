// The descriptions the server writes on ledger rows it makes itself, and how the console reads them back: the
// stored text is English (the API answers it as it is), and the console words it in the reader's language, with
// the campaign as a link instead of its id.

/** A delivery charge: one campaign, one UTC day or a span of them (YYYY-MM-DD). */
export function deliveryDescription(campaign: { id: string; name: string }, days: readonly string[]): string {
  const sorted = [...days].sort();
  const when = sorted.length === 1 ? sorted[0] : `${sorted[0]} to ${sorted[sorted.length - 1]}`;
  return `Delivery of campaign "${campaign.name}" (${campaign.id}), ${when}`;
}

/**
 * A CPI campaign's charge for one attributed install: the campaign, the install's country (when the partner said it)
 * and the postback that reported it, so the history names every install paid for.
 */
export function installDescription(campaign: { id: string; name: string }, country: string | null, postbackId: string): string {
  return `Install${country ? ` in ${country}` : ""} for campaign "${campaign.name}" (${campaign.id}), postback ${postbackId}`;
}

/** A confirmed bank transfer, named by the top-up's reference code. */
export function bankTransferDescription(referenceCode: string): string {
  return `Bank transfer ${referenceCode}`;
}

type EntryDescription =
  | { kind: "delivery"; campaignId: string; campaignName: string; from: string; to: string }
  | { kind: "install"; campaignId: string; campaignName: string; country: string | null; postbackId: string }
  | { kind: "bankTransfer"; referenceCode: string }
  | { kind: "text"; text: string };

const DELIVERY = /^Delivery of campaign "(.*)" \(([0-9a-f]{24})\), (\d{4}-\d{2}-\d{2})(?: to (\d{4}-\d{2}-\d{2}))?$/s;
const INSTALL = /^Install(?: in ([A-Z]{2}))? for campaign "(.*)" \(([0-9a-f]{24})\), postback ([0-9a-f]{24})$/s;
const BANK_TRANSFER = /^Bank transfer (TU[A-Z2-9]{8})$/;

/** What a stored description says, when the server wrote it; anything else (a reviewer's own words) as text. */
export function readEntryDescription(text: string): EntryDescription {
  const delivery = DELIVERY.exec(text);
  if (delivery) {
    const [, campaignName, campaignId, from, to] = delivery;
    return { kind: "delivery", campaignId, campaignName, from, to: to ?? from };
  }
  const install = INSTALL.exec(text);
  if (install) {
    const [, country, campaignName, campaignId, postbackId] = install;
    return { kind: "install", campaignId, campaignName, country: country ?? null, postbackId };
  }
  const transfer = BANK_TRANSFER.exec(text);
  if (transfer) return { kind: "bankTransfer", referenceCode: transfer[1] };
  return { kind: "text", text };
}
