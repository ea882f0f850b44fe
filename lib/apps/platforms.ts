// No zod here: the console imports these constants on pages that load no form.

// each platform enumeration value has one key in platformSettings.
export const APP_PLATFORMS = ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS", "APP_PLATFORM_WINDOWS", "APP_PLATFORM_H5"] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const PLATFORM_SETTINGS_KEY = {
  APP_PLATFORM_ANDROID: "android",
  APP_PLATFORM_IOS: "ios",
  APP_PLATFORM_WINDOWS: "windows",
  APP_PLATFORM_H5: "h5",
} as const satisfies Record<AppPlatform, string>;
export type PlatformSettingsKey = (typeof PLATFORM_SETTINGS_KEY)[AppPlatform];

export const PLATFORM_BY_SETTINGS_KEY = Object.fromEntries(
  APP_PLATFORMS.map((platform) => [PLATFORM_SETTINGS_KEY[platform], platform]),
) as Record<PlatformSettingsKey, AppPlatform>;

/** Android, iOS and Windows apps are reviewed at their store page; an H5 game at its review URL. */
export const PLATFORM_URL_FIELD = {
  APP_PLATFORM_ANDROID: "storeUrl",
  APP_PLATFORM_IOS: "storeUrl",
  APP_PLATFORM_WINDOWS: "storeUrl",
  APP_PLATFORM_H5: "reviewUrl",
} as const satisfies Record<AppPlatform, string>;

/** Platforms in the enumeration's order, so lists and badges read the same everywhere. */
export function sortPlatforms<T extends AppPlatform>(platforms: Iterable<T>): T[] {
  return [...new Set(platforms)].sort((a, b) => APP_PLATFORMS.indexOf(a) - APP_PLATFORMS.indexOf(b));
}

/** Where a platform's URL sits in a request body, e.g. "platformSettings.android.storeUrl" (error details, form fields). */
export function platformUrlPath(platform: AppPlatform) {
  return `platformSettings.${PLATFORM_SETTINGS_KEY[platform]}.${PLATFORM_URL_FIELD[platform]}` as "platformSettings.android.storeUrl";
}

type PlatformSettingsLike = Partial<Record<PlatformSettingsKey, { storeUrl?: string; reviewUrl?: string } | undefined>>;

/** The store or review URL a reviewer opens for `platform`, if the app has one. */
export function platformUrl(settings: PlatformSettingsLike, platform: AppPlatform): string | undefined {
  const entry = settings[PLATFORM_SETTINGS_KEY[platform]] as Record<string, string | undefined> | undefined;
  return entry?.[PLATFORM_URL_FIELD[platform]];
}
