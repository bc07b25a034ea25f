import { configureTests } from "@quorum/core/testing";

configureTests();
