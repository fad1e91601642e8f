/** Marks what the server made inert behind a popup (app/lib/inert-behind.server.ts). */
export const SERVER_INERT = "data-server-inert";
