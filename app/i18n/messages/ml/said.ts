import type en from "../en/said";

export default {} satisfies Record<keyof typeof en, string>;
