import { fuzzOperations } from "./test/fuzz-run";

/** Half of the API's operations (api/test/fuzz-run.ts); api/fuzz-2.test.ts takes the other half. */
fuzzOperations(1, 2);
