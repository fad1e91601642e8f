import type en from "../en/booking";

export default {} satisfies Record<keyof typeof en, string>;
