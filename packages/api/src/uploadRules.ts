import { DEFAULT_UPLOAD_RULES, MEDIA_SETTING_KEYS, type UploadRules } from "./checkUpload";

/** The site's upload rules from its settings (defaults for anything unset or malformed). */
export function uploadRules(config: Readonly<Record<string, unknown>>): UploadRules {
  const maxSize = config[MEDIA_SETTING_KEYS.maxSize];
  const extensions = config[MEDIA_SETTING_KEYS.allowedExtensions];
  return {
    maxSize: typeof maxSize === "number" && maxSize > 0 ? maxSize : DEFAULT_UPLOAD_RULES.maxSize,
    allowedExtensions: Array.isArray(extensions)
      ? extensions.filter((e): e is string => typeof e === "string").map((e) => e.toLowerCase())
      : DEFAULT_UPLOAD_RULES.allowedExtensions,
  };
}
