import type en from "../en/about";

export default {} satisfies Record<keyof typeof en, string>;
