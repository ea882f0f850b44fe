/** The longest side of an image's stored WebP thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;

/**
 * The size of the thumbnail stored for an image of `width` × `height`: scaled to fit inside THUMBNAIL_SIZE square,
 * never enlarged, rounded as the resizer rounds.
 */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, THUMBNAIL_SIZE / width, THUMBNAIL_SIZE / height);
  if (scale === 1) return { width, height };
  return width >= height
    ? { width: Math.min(THUMBNAIL_SIZE, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: Math.min(THUMBNAIL_SIZE, Math.round(height * scale)) };
}
