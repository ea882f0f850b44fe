export { getAsset } from "./get-asset";
export { ingestAsset } from "./ingest-asset";
export { listAssets } from "./list-assets";
export { retryAsset } from "./retry-asset";
