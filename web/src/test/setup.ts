import { configure } from "@testing-library/react";

/**
 * Component tests wait for states (`waitFor`, `findBy…`), never for fixed ticks. Their time
 * limits only catch hangs: a 2-core CI machine running the suites in parallel can take seconds
 * for a first Chakra render, so they are generous. A state that arrives early returns at once.
 */
configure({ asyncUtilTimeout: 10_000 });
