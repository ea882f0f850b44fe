// What a video creative may be, and how much work reading one may take. A real MP4 or MOV has a handful of
// top-level boxes (ftyp, moov, mdat, free; a fragmented one a moof and mdat per fragment) and a movie header
// of a few hundred KB; a file of a million tiny boxes is made to tie up the worker, and is refused.

/** Boxes read per file: top-level boxes plus those inside the movie header. */
export const VIDEO_MAX_BOXES = 10_000;
/** Bytes of the movie header (moov) read and parsed. */
export const VIDEO_MAX_MOOV_BYTES = 4 * 1024 * 1024;
/** Wall time one processing run may spend reading a video's structure before it is refused. */
export const VIDEO_MAX_INSPECT_MS = 15_000;
/** Ad creatives run seconds, not hours: a longer duration is a mistake or a forged header. */
export const VIDEO_MAX_DURATION_SEC = 10 * 60;
/** Width and height, in pixels, of the largest video accepted (8K UHD is 7680 × 4320). */
export const VIDEO_MAX_DIMENSION = 8192;
