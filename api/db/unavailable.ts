/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, the network), as opposed to a query it refused. Such a request is answered 503
 * (try again soon), never 500, and the pool replaces the connection.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error)) return false;
  // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
  if (error.cause && depth < 3 && isDatabaseUnavailable(error.cause, depth + 1)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // Class 08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now.
    if (code.startsWith("08") || ["57P01", "57P02", "57P03"].includes(code)) return true;
    if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"].includes(code)) return true;
  }
  // node-postgres's own words when a connection ends or none can be had in time.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i.test(error.message);
}
