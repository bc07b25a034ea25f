import type { SafetyPart } from "./SafetyPart.ts";
import { xssPart } from "./xss/xssPart.ts";

/** The suite's parts, in the order they run (README.md says what each proves). */
export const parts: SafetyPart[] = [xssPart];
