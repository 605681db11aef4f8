#!/usr/bin/env bash
# Regenerates the synthetic media pool the API double serves.
# Run once by a developer (needs ffmpeg and the Noto CJK fonts); the results are committed,
# so CI and users never need ffmpeg. Everything is synthetic (lavfi sources + captions).
set -euo pipefail
cd "$(dirname "$0")"
FONT="$(fc-match -f '%{file}' 'Noto Sans CJK JP:style=Bold' 2>/dev/null || true)"
if [ -z "$FONT" ]; then FONT="$(fc-match -f '%{file}' 'sans')"; fi
FF=(ffmpeg -hide_banner -loglevel error -y)

rm -f clip-*.mp4 frame-*.jpg
mkdir -p .

# --- clips: ~6 s, 384x216, H.264 baseline yuv420p + quiet AAC tone, faststart ---
clip() { # name source caption freq
  "${FF[@]}" -f lavfi -i "$2" -f lavfi -i "sine=frequency=$4:sample_rate=22050:duration=6" \
    -vf "scale=384:216,format=yuv420p,drawtext=fontfile=${FONT}:text='$3':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=6:x=(w-text_w)/2:y=h-40,drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontsize=14:fontcolor=yellow:x=8:y=8" \
    -t 6 -r 24 -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 32 -g 48 \
    -c:a aac -b:a 32k -ac 1 -af "volume=0.15" -movflags +faststart -shortest "$1"
}
clip clip-1.mp4 "testsrc2=size=384x216:rate=24:duration=6" "Demo clip 1 · デモ映像" 440
clip clip-2.mp4 "mandelbrot=size=384x216:rate=24" "Demo clip 2 · シーン" 523
clip clip-3.mp4 "gradients=size=384x216:rate=24:speed=0.03:n=4" "Demo clip 3 · 予告編" 659

# --- stills: 320x180 JPEGs with captions ---
sources=(
  "testsrc2=size=320x180"
  "smptebars=size=320x180"
  "mandelbrot=size=320x180"
  "life=size=320x180:mold=10:ratio=0.3:life_color=#ffcc66:death_color=#332211"
  "cellauto=size=320x180:rule=110"
  "rgbtestsrc=size=320x180"
)
captions=("教室 Classroom" "Product launch" "会議 Meeting" "Stadium 体育祭" "Interview" "ニュース News"
  "Campus tour" "Studio 撮影" "Workshop" "Concert 音楽" "Lecture" "Press event")
n=0
for i in $(seq 0 23); do
  src="${sources[$((i % ${#sources[@]}))]}"
  cap="${captions[$((i % ${#captions[@]}))]}"
  post=""; case "$src" in life*|cellauto*) post="gblur=sigma=1.5," ;; esac
  n=$((i + 1))
  name=$(printf 'frame-%02d.jpg' "$n")
  # seek a different moment per still so the same source gives different pictures
  "${FF[@]}" -f lavfi -i "$src:rate=10" -ss "$(( (i * 7) % 30 / 10 )).$(( i % 10 ))" -frames:v 1 \
    -vf "${post}hue=h=$((i * 37 % 360)),drawtext=fontfile=${FONT}:text='${cap} #${n}':fontsize=18:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=5:x=(w-text_w)/2:y=h-34" \
    -q:v 9 "$name"
done
ls -l clip-*.mp4 frame-*.jpg | awk '{s+=$5} END {print "total bytes:", s}'
