#!/bin/sh
# Starts Chromium (CHROME_PATH, else /usr/bin/chromium) unable to raise its own priority.
#
# Run as root, Chromium lifts its browser and GPU processes to nice -8, and with --disable-gpu the GPU
# process rasterises every frame on the CPU. Beside the unit tests and the end-to-end servers on two
# cores, those two processes then took the CPU from everything else, and the whole `npm test` ran about
# four times longer than its parts alone (docs/perf-log.md, 26 Nov). Without CAP_SYS_NICE its requests
# for a higher priority fail quietly, and it shares the cores like any other process.
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice -- "$browser" "$@"
fi
exec "$browser" "$@"
