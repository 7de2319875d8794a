# The workload's LINE30 chart (../shared/bench/WORKLOAD.md) drawn by gnuplot, for `mood-bench`
# to time as a whole process beside `mood chart line`. Benchmark use only.
#
# Usage: gnuplot -e "term='svg'; out='line.svg'" gnuplot_line.gp   (term: svg or pngcairo)

# The workload's 18 px labels and 28 px title: the svg terminal counts sizes in pixels,
# pngcairo in points at 96 dpi.
if (term eq 'svg') {
  set terminal svg size 1200,700 font 'DejaVu Sans,18' background '#ffffff'
  title_font = 'DejaVu Sans Bold,28'
} else {
  set terminal pngcairo size 1200,700 font 'DejaVu Sans,13.5' background '#ffffff'
  title_font = 'DejaVu Sans Bold,21'
}
set output out

# The plot area x 90..1160, y 80..620; day i at x = 110 + i * 1030 / 29.
set lmargin at screen 90.0 / 1200
set rmargin at screen 1160.0 / 1200
set tmargin at screen 1 - 80.0 / 700
set bmargin at screen 1 - 620.0 / 700
pad = 20.0 * 29 / 1030
set xrange [-pad:29 + pad]
set yrange [0:10]

set label 1 'Mood — last 30 days' at screen 90.0 / 1200, screen 1 - 45.0 / 700 \
  font title_font textcolor rgb '#111111'
set border 3 linecolor rgb '#333333' linewidth 1.5
set ytics 0, 2, 10 nomirror scale 0 textcolor rgb '#555555'
set xtics ('Feb 13' 0, 'Feb 18' 5, 'Feb 23' 10, 'Feb 28' 15, 'Mar 5' 20, 'Mar 10' 25) \
  nomirror out scale 1 textcolor rgb '#555555'
set grid ytics linecolor rgb '#E5E7EB' linewidth 1 linetype 1
unset key

# One score a day; a blank line where a day has none, so the line breaks there.
$scores << EOD
0 6
1 7
2 5
3 4
4 6
5 8

7 7
8 6
9 5
10 5
11 6
12 7

15 8
16 9
17 7
18 6
19 5
20 4
21 5

23 6
24 7
25 8
26 8
27 7
28 6
29 7
EOD

plot $scores with linespoints linecolor rgb '#3B82F6' linewidth 3 pointtype 7 pointsize 1.1
