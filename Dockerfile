# The site in a container: built in one stage, run from a slim Node 24 image as a non-root user.
# The same start script as the systemd units (scripts/start.ts), run by node itself (no npm, no
# shell) so SIGTERM reaches the server and it drains. Settings: deploy/site.env.example
# (`docker run --env-file`); data under /data (a volume). See docs/deploy.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
# Chromium and DejaVu fonts (Latin, Cyrillic, Arabic) print the PDFs (decision 0071).
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The build is copied after the sources, so the start script finds it up to date and never rebuilds.
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/app ./app
COPY --from=build --chown=root:root /app/content ./content
COPY --from=build --chown=root:root /app/public ./public
COPY --from=build --chown=root:root /app/server ./server
COPY --from=build --chown=root:root /app/scripts ./scripts
COPY --from=build --chown=root:root /app/tsconfig.json /app/vite.config.ts /app/react-router.config.ts ./
COPY --from=build --chown=root:root /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "scripts/start.ts"]
