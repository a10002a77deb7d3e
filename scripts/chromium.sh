#!/bin/sh
# Starts Chromium (CHROME_PATH, else /usr/bin/chromium) for the project's checks: the end-to-end tests,
# npm run check:bundle and npm run perf. Two things differ from starting it directly (decision 0029):
#
# - It cannot raise its own priority. Run as root, Chromium lifts its browser and GPU processes to nice -8,
#   and with --disable-gpu the GPU process rasterises every frame on the CPU. Beside the unit tests and the
#   end-to-end servers on two cores, those two then took the CPU from everything else. Without
#   CAP_SYS_NICE its requests for a higher priority fail quietly.
# - Its browser UI does not preload the address bar's suggestion popups. Chromium 156 builds two of them as
#   web pages for every window, headless ones included: about 1.5 s of CPU each time a test opens a
#   browser context, more than the page under test took to load (docs/perf-log.md, 26 Nov). Chromium keeps
#   only the last --disable-features it is given, so every list it is given (Playwright passes its own)
#   is merged into one.
browser="${CHROME_PATH:-/usr/bin/chromium}"

disabled="WebUIOmniboxPopup,WebUIOmniboxAimPopup"
for arg do
  shift
  case "$arg" in
    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
set -- "$@" "--disable-features=$disabled"

if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice -- "$browser" "$@"
fi
exec "$browser" "$@"
