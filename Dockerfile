# syntax=docker/dockerfile:1
# Builds the worker and the starter CLI into one small image; docker-compose.yml
# builds it once (service migrate) and runs it, as swapengine:${VERSION}, as the
# migration job, the worker, the chain worker, the scanner job and the
# operator CLI. Target dev adds the harness's swapdev (swapengine-dev: the
# provider simulators and the dev chain).
#
#   docker buildx build --build-arg VERSION=v1.2.3 --build-arg REVISION=$(git rev-parse HEAD) \
#     --build-arg CREATED=$(date -u +%Y-%m-%dT%H:%M:%SZ) -t swapengine:v1.2.3 .
#
# The cache mounts keep the module and build caches between builds (BuildKit,
# the default builder of current Docker): a change to one package rebuilds
# that package, not the whole module graph.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
ARG VERSION=dev
ARG REVISION=
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-X github.com/swapengine/swapengine/internal/version.Version=${VERSION} -X github.com/swapengine/swapengine/internal/version.Revision=${REVISION}" -o /out/worker ./worker \
 && CGO_ENABLED=0 go build -trimpath -ldflags "-X github.com/swapengine/swapengine/internal/version.Version=${VERSION} -X github.com/swapengine/swapengine/internal/version.Revision=${REVISION}" -o /out/starter ./starter

# The development harness (target dev): swapdev, the dev chain, the receiver
# simulators, the demo, the soak and the benches. Built only for that target.
FROM build AS build-dev
ARG VERSION=dev
ARG REVISION=
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags "-X github.com/swapengine/swapengine/internal/version.Version=${VERSION} -X github.com/swapengine/swapengine/internal/version.Revision=${REVISION}" -o /out/swapdev ./internal/harness/cmd/swapdev

FROM gcr.io/distroless/static-debian12:nonroot AS product
ARG VERSION=dev
ARG REVISION=
ARG CREATED=
LABEL org.opencontainers.image.title="swapengine" \
      org.opencontainers.image.description="Durable blockchain deposit to swap engine on Temporal: the worker and the starter CLI" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.licenses="Apache-2.0" \
      org.opencontainers.image.documentation="docs/deploy.md"
COPY --from=build /out/worker /out/starter /usr/local/bin/
ENTRYPOINT ["/usr/local/bin/worker"]

# The harness image: the product's binaries plus swapdev (docker-compose.yml
# runs the simulators and the dev chain from it). Not for production.
FROM product AS dev
COPY --from=build-dev /out/swapdev /usr/local/bin/
LABEL org.opencontainers.image.title="swapengine-dev" \
      org.opencontainers.image.description="The swap engine's development harness: dev chain, receiver simulators, demo, soak, benches (not for production)"

# The default target: what ships.
FROM product
