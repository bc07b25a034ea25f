import { configure } from "@testing-library/react";

// Widgets are lazy chunks: on a loaded 2-core machine their first import can take well over
// testing-library's default 1 s wait, which would fail a test that is not wrong.
configure({ asyncUtilTimeout: 10_000 });
