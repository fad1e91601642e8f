import { createRouter } from "../../lib/context";

export const router = createRouter();
