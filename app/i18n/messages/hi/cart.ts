import type en from "../en/cart";

export default {} satisfies Record<keyof typeof en, string>;
