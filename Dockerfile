# syntax=docker/dockerfile:1
# Saaj: the web app and the embedded API in one process.
# Build: docker build -t saaj .
# Run:   docker run --init -p 3000:3000 -e SESSION_SECRET=... -e CODE_SECRET=... -v saaj-data:/app/.data saaj
#        (add -e DATABASE_URL=postgres://... for PostgreSQL; without it PGlite keeps its data in the /app/.data volume)
# `npm test` reads the last stage (scripts/image-fileset.ts): it lays out what its COPY lines copy,
# runs its npm install, starts its CMD with its ENV and expects 200 from / and from the HEALTHCHECK.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# The React Router build and the server bundled with every file it imports (scripts/build-server.ts), into build/.
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: libvips (sharp) threads otherwise each keep a glibc arena (decision 0032).
ENV NODE_ENV=production PORT=3000 PGLITE_DATA_DIR=/app/.data/pglite MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
# Optional packages stay: sharp's libvips for this platform is one (it downscales camera photos).
# TypeScript comes with them, as an optional peer of React Router's packages, and is removed: a
# development tool, 23 MB.
RUN npm install --omit=dev --no-audit --no-fund && rm -rf node_modules/typescript && npm cache clean --force
COPY --from=build /app/build ./build
# The embedded database's folder, owned by the user the server runs as; a volume, so it outlives the container.
RUN mkdir -p /app/.data && chown node:node /app/.data
VOLUME /app/.data
USER node
EXPOSE 3000
# Liveness only (/healthz never waits on the database or a render). Load balancers ask /readyz.
# Each check starts a node process: 5 s leaves room for that on a busy machine (it took 4 s at load 20).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node runs as PID 1 (the base image's entrypoint execs it): server.ts handles SIGTERM and SIGINT
# itself, finishes open requests and exits 0. `docker run --init` (compose: init: true) adds a
# reaper for zombie processes; the server starts no child processes, so it is optional.
CMD ["node", "--enable-source-maps", "build/server.js"]
