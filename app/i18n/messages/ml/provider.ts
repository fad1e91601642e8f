import type en from "../en/provider";

export default {} satisfies Record<keyof typeof en, string>;
