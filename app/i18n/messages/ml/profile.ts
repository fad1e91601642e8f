import type en from "../en/profile";

export default {} satisfies Record<keyof typeof en, string>;
