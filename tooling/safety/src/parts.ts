import { permissionsPart } from "./permissions/permissionsPart.ts";
import type { SafetyPart } from "./SafetyPart.ts";

/** The suite's parts, in the order they run (README.md says what each proves). */
export const parts: SafetyPart[] = [permissionsPart];
