import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

/** Sets testing-library up for Quorum's component tests; call it once from a vitest setup file. */
export function configureTests(): void {
  // Widgets are lazy chunks: on a loaded 2-core machine their first import can take well over
  // testing-library's default 1 s wait (10 s was not enough with both cores busy), which would fail
  // a test that is not wrong. The wait ends as soon as the element is there: this only bounds a hang.
  configure({ asyncUtilTimeout: 60_000 });
  // testing-library unmounts automatically only when test globals are on; they are off here.
  afterEach(() => {
    cleanup();
  });
}
