export const reviewKeys = {
  counts: () => ["review-queue", "counts"] as const,
  organizations: (q: string) => ["review-organizations", q] as const,
  organization: (id: string) => ["review-organizations", "id", id] as const,
};
