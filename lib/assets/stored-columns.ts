import { columnReader } from "@/lib/one-of";
import { ASSET_STATUSES } from "./media-types";

// The assets' status column (text in the database) as its union, narrowed where a row is read.
export const storedAssetStatus = columnReader(ASSET_STATUSES, "Asset.status");
