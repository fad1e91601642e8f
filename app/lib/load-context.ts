// What server.ts hands every loader and action.
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Set when the API runs in this process: loaders call it without a network hop. */
    apiFetch?: (request: Request) => Promise<Response>;
    /** Nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce: string;
    /** The visitor's address, forwarded to the API for per-client limits. */
    clientIp: string;
  }
}
export {};
