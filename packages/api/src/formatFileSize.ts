const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** A byte count in base-1024 units B to TB (spec §9), at most one decimal: 10485760 → "10 MB", 1536 → "1.5 KB". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${UNITS[unit]}`;
}
