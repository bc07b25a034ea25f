/** Spec §9: the device's own share sheet is used only on Android and iOS, where the browser has one. */
export function canShareNatively(): boolean {
  if (typeof navigator === "undefined" || typeof navigator.share !== "function") return false;
  return /android|iphone|ipad|ipod/i.test(navigator.userAgent);
}
