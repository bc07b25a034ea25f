import { configureTests } from "@quorum/core/testing";
import { beforeEach } from "vitest";

configureTests();
// Local drafts (`draftStore`) would otherwise carry one test's typing into the next (a form
// unmounted after a test writes what it still held back).
beforeEach(() => localStorage.clear());
