#!/usr/bin/env bash
# Installs what the browser tests, the byte budgets and the bench drive: Debian's Chromium and the
# Noto CJK fonts (without them Chinese screenshots show boxes). Works as root (a fresh container
# has no sudo) and as a user with sudo; skips apt when both are already there; ends by checking
# that they are. Extra Debian packages may be named as arguments (e.g. nginx).
set -euo pipefail

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
# (Asked of dpkg: `fc-list | grep -q` fails under pipefail when grep stops reading early.)
has_cjk() { dpkg -s fonts-noto-cjk >/dev/null 2>&1; }

need=()
[ -x "$chromium" ] || need+=(chromium)
has_cjk || need+=(fonts-noto-cjk)
for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg"); done

if [ ${#need[@]} -gt 0 ]; then
  sudo=()
  if [ "$(id -u)" != 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "setup:browser: not root and no sudo; as root run: apt-get install -y ${need[*]}" >&2
      exit 1
    fi
    sudo=(sudo)
  fi
  echo "setup:browser: installing ${need[*]} with apt"
  "${sudo[@]}" apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}"
fi

[ -x "$chromium" ] || { echo "setup:browser: no Chromium at $chromium after apt" >&2; exit 1; }
has_cjk || { echo "setup:browser: no Noto CJK font after apt" >&2; exit 1; }
"$chromium" --version 2>/dev/null || true
echo "setup:browser: ready"
