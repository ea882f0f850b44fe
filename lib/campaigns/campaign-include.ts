// What a campaign answer reads: its ads in order, their creatives in order, and each creative's asset facts.
export const creativeAssetSelect = {
  id: true,
  kind: true,
  mime: true,
  width: true,
  height: true,
  durationSec: true,
  originalKey: true,
  thumbnailKey: true,
} as const;

export const campaignInclude = {
  countryBids: { select: { country: true, amount: true } },
  goalCheck: true,
  ads: {
    orderBy: { position: "asc" },
    include: { creatives: { orderBy: { position: "asc" }, include: { asset: { select: creativeAssetSelect } } } },
  },
} as const;
