import { fuzzPart } from "./fuzz/fuzzPart.ts";
import type { SafetyPart } from "./SafetyPart.ts";

/** The suite's parts, in the order they run (README.md says what each proves). */
export const parts: SafetyPart[] = [fuzzPart];
