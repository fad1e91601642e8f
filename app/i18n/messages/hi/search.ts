import type en from "../en/search";

export default {} satisfies Record<keyof typeof en, string>;
