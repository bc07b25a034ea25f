import { csrfPart } from "./csrf/csrfPart.ts";
import { durabilityPart } from "./durability/durabilityPart.ts";
import { fuzzPart } from "./fuzz/fuzzPart.ts";
import { headersPart } from "./headers/headersPart.ts";
import { outagePart } from "./outage/outagePart.ts";
import { permissionsPart } from "./permissions/permissionsPart.ts";
import { xssPart } from "./xss/xssPart.ts";
import type { SafetyPart } from "./SafetyPart.ts";

/** The suite's parts, in the order they run (README.md says what each proves). */
export const parts: SafetyPart[] = [fuzzPart, csrfPart, headersPart, permissionsPart, xssPart, durabilityPart, outagePart];
