import { DEFAULT_UPLOAD_RULES, MEDIA_SETTING_KEYS } from "@quorum/api";
import type { SiteConfig, UploadRules } from "@quorum/api";

/** The upload rules of the site's public config (`media.maxSize`, `media.allowedExtensions`), defaults where unset. */
export function uploadRulesOf(config: SiteConfig): UploadRules {
  const maxSize = config[MEDIA_SETTING_KEYS.maxSize];
  const extensions = config[MEDIA_SETTING_KEYS.allowedExtensions];
  return {
    maxSize: typeof maxSize === "number" && maxSize > 0 ? maxSize : DEFAULT_UPLOAD_RULES.maxSize,
    allowedExtensions: Array.isArray(extensions)
      ? extensions.filter((e): e is string => typeof e === "string").map((e) => e.toLowerCase())
      : DEFAULT_UPLOAD_RULES.allowedExtensions,
  };
}
