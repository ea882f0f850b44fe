// What the reviewers' ad queue shows side by side: which creatives are new, kept or gone since the approved
// version, and which hosted images have no stored copy yet. Free of zod and of server code: the queue page uses it.

type Media = { url: string };
type ComparedCreative = { assetId?: string; sourceUrl?: string; image?: Media; video?: Media };

export type CreativeMark = "added" | "kept" | "removed";

/** The addresses a creative is known by: its stored asset, the hosted address it was copied from, its media url. */
function identities(creative: ComparedCreative): string[] {
  const media = creative.video ?? creative.image;
  return [creative.assetId && `asset:${creative.assetId}`, creative.sourceUrl, media?.url].filter((value): value is string => !!value);
}

const same = (a: ComparedCreative, b: ComparedCreative) => {
  const known = new Set(identities(a));
  return identities(b).some((identity) => known.has(identity));
};

/**
 * Each current creative "added" or "kept", and each approved one "kept" or "removed". A creative is the same one
 * when it is the same stored asset, or the same hosted address (a snapshot stored since keeps its sourceUrl). With
 * nothing approved yet every current creative is "added".
 */
export function compareCreatives(
  approved: readonly ComparedCreative[] | null,
  current: readonly ComparedCreative[],
): { approved: CreativeMark[]; current: CreativeMark[] } {
  const before = approved ?? [];
  return {
    approved: before.map((creative) => (current.some((next) => same(creative, next)) ? "kept" : "removed")),
    current: current.map((creative) => (before.some((previous) => same(previous, creative)) ? "kept" : "added")),
  };
}

/** A hosted image whose snapshot is not stored yet: it has no asset, so what serves would be a third party's file. */
export const lacksSnapshot = (creative: ComparedCreative) => !creative.assetId && !!creative.image;
