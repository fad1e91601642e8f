import { useRouteLoaderData } from "react-router";
// Type only: the header, footer and dialogs read the root's data without importing root.tsx at run time.
import type { loader } from "~/root";

/** What the root loader gives every page: the visitor, the cart's badge, the links, the language, … */
export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export const useRootData = () => useRouteLoaderData<typeof loader>("root") as RootData | undefined;
