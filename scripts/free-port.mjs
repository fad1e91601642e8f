// Prints a base port P such that P, P+1, … P+count-1 are all free: `node scripts/free-port.mjs [count]`.
// P is drawn at random below the kernel's ephemeral range (32768-60999 on Linux), which it hands
// to outgoing connections: a port picked there can be taken by one of our own servers' connections
// before that server binds it (seen: EADDRINUSE at an e2e server's start). Two runs on one machine
// draw different bases, and each checks that its ports are free.
// `node scripts/free-port.mjs count base` checks a given base instead: prints it if free, else fails.
import net from "node:net";

const count = Number(process.argv[2] ?? 1);
const given = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
const TRIES = 50;
/** Keeps below 65536 with room for the following ports. */
const HIGHEST = 65535;
/** Where bases are drawn: above the registered services most machines run, below the ephemeral range. */
const LOWEST_DRAWN = 20000;
const EPHEMERAL_FROM = 32768;

const bind = (port, host) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(undefined));
    // Bound as our servers bind: all interfaces (server.ts), and 127.0.0.1 (PostgreSQL).
    server.listen({ port, host, exclusive: true }, () => {
      const taken = server.address().port;
      server.close(() => resolve(taken));
    });
  });

const free = async (port) => (await bind(port)) !== undefined && (await bind(port, "127.0.0.1")) !== undefined;

const allFree = async (base) => {
  for (let p = base; p < base + count; p++) if (!(await free(p))) return false;
  return true;
};

if (given !== undefined) {
  if (Number.isInteger(given) && given > 0 && given + count - 1 <= HIGHEST && (await allFree(given))) {
    console.log(given);
    process.exit(0);
  }
  console.error(`free-port: ports ${given} to ${given + count - 1} are not all free`);
  process.exit(1);
}

for (let i = 0; i < TRIES; i++) {
  const base = LOWEST_DRAWN + Math.floor(Math.random() * (EPHEMERAL_FROM - count - LOWEST_DRAWN));
  if (await allFree(base)) {
    console.log(base);
    process.exit(0);
  }
}
console.error(`free-port: no ${count} free ports in a row after ${TRIES} tries`);
process.exit(1);
