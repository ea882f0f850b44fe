/** Height in pixels of each balance chart, and of its placeholder while recharts loads. */
export const CHART_HEIGHT = 260;
