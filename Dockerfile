# A container that runs Diorama's scene tests and replay checks headless, for CI farms and
# Kubernetes (see examples/farm/). Build it from the checkout:
#   docker build -t diorama .
#   docker run --rm diorama diorama test --shard 1/4 --junit /out/shard-1.xml
# The official Swift image is Debian-based (bookworm) and has Swift 6 on the PATH.
FROM swift:6.3-bookworm

WORKDIR /diorama
COPY . .
# The Debian packages (SDL2, Box2D, libpng, libjpeg-turbo, SQLite, fonts, Xvfb) and the release build.
RUN bash tools/setup && swift build -c release --product diorama \
    && install -m 755 .build/release/diorama /usr/local/bin/diorama
# Scenes render headless here; `diorama test` finds scenes/*/tests/*.yml under this folder.
ENV SDL_VIDEODRIVER=dummy
CMD ["diorama", "test"]
