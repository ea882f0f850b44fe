export const ASSETS_PATH = "/api/core/organization/{organizationId}/ad/assets";
export const ASSET_PATH = `${ASSETS_PATH}/{assetId}`;
export const ASSETS_TAG = "Creative assets";

export const queuedExample = {
  assetId: "6740a1b2c3d4e5f601234599",
  status: "QUEUED",
  statusPath: "/api/core/organization/6740a1b2c3d4e5f601234567/ad/assets/6740a1b2c3d4e5f601234599",
};

export const readyExample = {
  ...queuedExample,
  status: "READY",
  result: {
    url: "https://ads.example.com/media/assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f601234599/original.jpg",
    mime: "image/jpeg",
    width: 1200,
    height: 628,
    aspectRatio: 1.9108,
    fileSize: 183_442,
    thumbnailUrl: "https://ads.example.com/media/assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f601234599/thumbnail.webp",
  },
  kind: "IMAGE",
  mime: "image/jpeg",
  productType: 1,
  fileSize: 183_442,
  originalName: "summer-banner.jpg",
  attempts: 1,
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:01.250Z",
};
