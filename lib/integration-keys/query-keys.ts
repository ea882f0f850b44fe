// The platform's integration keys span organizations, like the reviewers' queues.
export const integrationKeyKeys = {
  all: () => ["review-queue", "integration-keys"] as const,
};
