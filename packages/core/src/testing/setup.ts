import { configureTests } from "./configureTests";

configureTests();
