import { fuzzOperations } from "./test/fuzz-run";

/** Half of the API's operations (api/test/fuzz-run.ts); api/fuzz-1.test.ts takes the other half. */
fuzzOperations(2, 2);
