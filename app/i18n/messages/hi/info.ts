import type en from "../en/info";

export default {} satisfies Record<keyof typeof en, string>;
