# syntax=docker/dockerfile:1
# Saaj: the web app and the embedded API in one process.
# Build: docker build -t saaj .
# Run:   docker run -p 3000:3000 -e SESSION_SECRET=... -e CODE_SECRET=... saaj
#        (add -e DATABASE_URL=postgres://... for PostgreSQL; without it PGlite keeps data in /app/.data)

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx react-router build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 PGLITE_DATA_DIR=/app/.data/pglite
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY server.ts tsconfig.json ./
COPY api ./api
COPY app/lib ./app/lib
COPY contract ./contract
COPY server ./server
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server.ts"]
