import type en from "../en/login";

export default {} satisfies Record<keyof typeof en, string>;
