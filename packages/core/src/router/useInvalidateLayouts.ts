import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** A function that marks every cached layout stale and refetches the shown one (after a write, page-flow §5). */
export function useInvalidateLayouts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ["layout"] }), [queryClient]);
}
