// Storage keys of an asset's files. They never change for an asset, so their URLs can be cached for good.

export function assetDirectory(organizationId: string, assetId: string): string {
  return `assets/${organizationId}/${assetId}`;
}

export function originalKey(organizationId: string, assetId: string, extension: string): string {
  return `${assetDirectory(organizationId, assetId)}/original.${extension}`;
}

export function thumbnailKey(organizationId: string, assetId: string): string {
  return `${assetDirectory(organizationId, assetId)}/thumbnail.webp`;
}
