#!/bin/bash
# The modules import one way (Docs/architecture.md): each may import only the modules listed
# for it here, the C modules it wraps, and the toolchain's own. `make lint` runs this.
set -euo pipefail
cd "$(dirname "$0")/../Sources"

# MoodApp is the one door to the store: neither front end imports MoodStore. Package.swift
# declares the same graph; keep the two alike.
declare -A allowed=(
  [MoodSystem]="CFormat CSpawn CThreads"
  [MoodCore]="MoodSystem"
  [MoodStore]="MoodSystem MoodCore CSQLite CZlib"
  [Stats]="MoodSystem MoodCore"
  [CardRender]="MoodSystem MoodCore Stats CCairo CPangoCairo CPangoInline CZlib CDeflate"
  [Age]="MoodSystem CSodium"
  [MoodSync]="MoodSystem MoodCore Age"
  [MoodApp]="MoodSystem MoodCore MoodStore MoodSync Stats CardRender Age"
  [MoodServe]="MoodSystem MoodCore Stats CardRender Age MoodApp CMicroHTTPD CGnuTLS CQREncode CSpawn CBrotli CDeflate CHarfBuzzSubset"
  [mood]="MoodSystem MoodCore Stats CardRender Age MoodApp MoodServe CMalloc"
)
toolchain="Dispatch FoundationEssentials Glibc Synchronization"

status=0
for module in "${!allowed[@]}"; do
  while IFS=: read -r file _ line; do
    imported=${line##* }
    case " ${allowed[$module]} $toolchain " in
      *" $imported "*) ;;
      *) echo "layers: $file imports $imported, which $module may not import"; status=1 ;;
    esac
  done < <(grep -rnE --include='*.swift' '^(@[a-z_]+ )?import [A-Za-z]+$' "$module" || true)
done
# The command line reaches the server from `mood serve` alone.
if grep -rlE --include='*.swift' '^import MoodServe$' mood | grep -vx 'mood/Commands/ServeCommand.swift'; then
  echo "layers: the files above import MoodServe; only mood/Commands/ServeCommand.swift may"
  status=1
fi
exit $status
