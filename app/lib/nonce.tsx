import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; the browser hides it from the DOM anyway). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
