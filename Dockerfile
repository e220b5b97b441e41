# The hub's image (docs/operations.md "Deploying"). The first stage builds deploy/ from the checkout with
# `pnpm bundle`; the image holds only that folder on Node 20 slim and runs as the unprivileged `node` user.
#   docker build -t customer-hub .
#   docker run --env-file .env customer-hub migrate    # then: serve (the default), or worker

FROM node:20-slim AS build
WORKDIR /src
ENV TURBO_TELEMETRY_DISABLED=1
RUN npm install --global pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm bundle

FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
# Owned by root: the server reads its files and never writes them.
COPY --from=build /src/deploy/ ./
USER node
EXPOSE 8080
# The slim image has no curl: Node's fetch asks the liveness check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "server.mjs"]
CMD ["serve"]
