"""The workload's card (../shared/bench/WORKLOAD.md) drawn by takumi, the Rust renderer, from
Python, with MoodCard's bundled fonts: for `mood-bench` to time beside `mood card`, as a whole
process and as steady cards. Benchmark use only.

Usage: python3 takumi_card.py FONTS_FOLDER OUTPUT.png [--repeat N]

With --repeat N it draws the card 3 times to warm up, then N times, and prints the median
milliseconds of one card (layout, drawing and PNG encoding).
"""
import statistics
import sys
import time
from pathlib import Path

from takumi_py import FontResource, Renderer

PARAGRAPH = (
    "Slept badly, but the long morning walk by the river helped a lot. Lunch with Mia was the "
    "best part of the day: we laughed about the old office and planned a weekend trip to the "
    "coast. The afternoon felt slow and I struggled to focus, yet I finished the report and "
    "cooked a real dinner."
)
CHINESE = "今天虽然有点累，但是和朋友散步聊天让我觉得很平静，也很感激。明天想早点睡觉，继续保持好心情。"
WORDS = ["Calm", "Hopeful", "Tired", "Grateful", "Focused"]
SCORE_COLOUR = "#7BC67E"  # palette[7]
CHIP_COLOUR = "#DEF1DF"  # palette[7] tinted 75 % towards white

CHIPS = "".join(
    f'<div style="display:flex; align-items:center; height:56px; padding:0 24px; '
    f'border-radius:28px; background:{CHIP_COLOUR}; font-size:34px">{word}</div>'
    for word in WORDS
)

CARD = f"""
<div style="display:flex; width:1080px; height:1350px; background:#F4F1EC; padding:60px;
            font-family:Inter, 'Noto Sans CJK SC'; color:#333333">
  <div style="display:flex; flex-direction:column; align-items:center; width:960px;
              height:1230px; background:#FFFFFF; border:2px solid #E0DCD5; border-radius:48px;
              padding:70px 58px 0 58px">
    <div style="display:flex; position:relative; width:280px; height:280px; border-radius:140px;
                background:{SCORE_COLOUR}; border:6px solid #5C955E">
      <div style="position:absolute; left:84px; top:79px; width:32px; height:32px;
                  border-radius:16px; background:#2B2B2B"></div>
      <div style="position:absolute; left:184px; top:79px; width:32px; height:32px;
                  border-radius:16px; background:#2B2B2B"></div>
      <div style="position:absolute; left:64px; top:124px; width:140px; height:60px;
                  border-bottom:10px solid #2B2B2B; border-radius:0 0 70px 70px"></div>
    </div>
    <div style="margin-top:20px; font-size:96px; font-weight:700; color:#222222">7/10</div>
    <div style="margin-top:8px; font-size:30px; color:#666666">Friday, 14 March 2025</div>
    <div style="display:flex; flex-wrap:wrap; justify-content:center; gap:14px; width:840px;
                margin-top:30px">
      {CHIPS}
    </div>
    <div style="width:840px; margin-top:34px; font-size:36px; line-height:1.3">{PARAGRAPH}</div>
    <div style="width:840px; margin-top:20px; font-size:36px; line-height:1.3">{CHINESE}</div>
  </div>
</div>
"""

FONTS = {
    "Inter-Regular.otf": ("Inter", 400),
    "Inter-Bold.otf": ("Inter", 700),
    "NotoSansCJKsc-Regular-Subset.otf": ("Noto Sans CJK SC", 400),
}


def main():
    folder, output = Path(sys.argv[1]), Path(sys.argv[2])
    repeat = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--repeat" else 0
    fonts = [
        FontResource(data=(folder / name).read_bytes(), name=family, weight=weight)
        for name, (family, weight) in FONTS.items()
    ]
    renderer = Renderer(load_default_fonts=False, fonts=fonts)

    def card():
        return renderer.render_html(CARD, width=1080, height=1350, format="png")

    if repeat:
        for _ in range(3):
            card()
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            card()
            times.append((time.perf_counter() - start) * 1000)
        print(f"{statistics.median(times):.3f}")
    output.write_bytes(card())


if __name__ == "__main__":
    main()
