/** Reads an `expand` parameter (comma list or repeated) into a set; "all" stands for every expansion. */
export function parseExpand(expand: string | readonly string[] | undefined): Set<string> {
  const list = typeof expand === "string" ? [expand] : (expand ?? []);
  return new Set(
    list
      .flatMap((item) => item.split(","))
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

/** Whether `name` was asked for (directly or through "all"). */
export function wants(expand: ReadonlySet<string>, name: string): boolean {
  return expand.has(name) || expand.has("all");
}
