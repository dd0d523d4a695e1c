# Builds the worker and the starter CLI into one small image; docker-compose.yml
# runs it as the worker and as the provider simulators.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-X github.com/swapengine/swapengine/internal/version.Version=${VERSION}" -o /out/worker ./worker \
 && CGO_ENABLED=0 go build -trimpath -ldflags "-X github.com/swapengine/swapengine/internal/version.Version=${VERSION}" -o /out/starter ./starter

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/worker /out/starter /usr/local/bin/
ENTRYPOINT ["/usr/local/bin/worker"]
