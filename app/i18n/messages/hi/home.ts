import type en from "../en/home";

export default {} satisfies Record<keyof typeof en, string>;
