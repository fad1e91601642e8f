import type { Catalog } from "../en";
import common from "./common";
import home from "./home";
import search from "./search";
import provider from "./provider";
import cart from "./cart";
import login from "./login";
import booking from "./booking";
import profile from "./profile";
import manage from "./manage";
import partner from "./partner";
import info from "./info";
import about from "./about";
import said from "./said";
import apiErrors from "./apiErrors";

export const catalog = { common, home, search, provider, cart, login, booking, profile, manage, partner, info, about, said, apiErrors } satisfies {
  [A in keyof Catalog]: Record<keyof Catalog[A], string>;
};
