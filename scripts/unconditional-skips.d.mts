export const UNCONDITIONAL_SKIP_SELECTORS: { selector: string; message: string }[];
export const TEST_FILES: string[];
