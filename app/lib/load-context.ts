// What server.ts hands every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    /**
     * Set when the API runs in this process: loaders call it without a network hop. Made per
     * request by server.ts, which hands the API this visitor's address out of band.
     */
    apiFetch?: (request: Request) => Promise<Response>;
    /** Nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce: string;
    /** The visitor's address as server.ts decided it (api/lib/client-identity.ts); for per-client limits. */
    clientIp: string;
    /** True once this copy drains for a deploy: an answer held open (the code frame) ends then. */
    closing?: () => boolean;
  }
  // React Router 7 types a loader's and an action's context as `any` unless told (its upgrade guide, step 9).
  interface LoaderFunctionArgs {
    context: AppLoadContext;
  }
  interface ActionFunctionArgs {
    context: AppLoadContext;
  }
}
export {};
