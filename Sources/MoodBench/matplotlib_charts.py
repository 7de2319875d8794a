"""The workload's LINE30 and BAR charts drawn with matplotlib, for `mood-bench` to time as a
whole process beside `mood chart` (../shared/bench/WORKLOAD.md). Benchmark use only.

Usage: python3 matplotlib_charts.py line30|bar OUTPUT.png|OUTPUT.svg
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

SCORES = "6 7 5 4 6 8 - 7 6 5 5 6 7 - - 8 9 7 6 5 4 5 - 6 7 8 8 7 6 7".split()
WORDS = {"Anxious": 6, "Calm": 14, "Content": 3, "Excited": 2, "Focused": 7, "Grateful": 8,
         "Happy": 5, "Hopeful": 9, "Lonely": 2, "Sad": 1, "Stressed": 4, "Tired": 11}
LABELS = ["Feb 13", "Feb 18", "Feb 23", "Feb 28", "Mar 5", "Mar 10"]


def line30(output):
    fig, ax = plt.subplots(figsize=(12, 7), dpi=100)
    ax.set_title("Mood — last 30 days", loc="left", fontsize=20, fontweight="bold")
    days = list(range(30))
    values = [float(s) if s != "-" else float("nan") for s in SCORES]
    ax.plot(days, values, color="#3B82F6", linewidth=3, marker="o", markersize=7)
    ax.set_ylim(0, 10)
    ax.set_yticks(range(0, 11, 2))
    ax.set_xticks(range(0, 30, 5), LABELS)
    ax.grid(axis="y", color="#E5E7EB")
    fig.savefig(output)


def bar(output):
    fig, ax = plt.subplots(figsize=(12, 7), dpi=100)
    ax.set_title("Mood words — last 30 days", loc="left", fontsize=20, fontweight="bold")
    items = sorted(WORDS.items(), key=lambda item: (-item[1], item[0]))
    names = [name for name, _ in items][::-1]
    counts = [count for _, count in items][::-1]
    bars = ax.barh(names, counts, height=0.7, color="#6366F1")
    ax.bar_label(bars, padding=8)
    ax.set_xlim(0, 15)
    ax.set_xticks([0, 5, 10, 15])
    ax.grid(axis="x", color="#E5E7EB")
    fig.savefig(output)


if __name__ == "__main__":
    {"line30": line30, "bar": bar}[sys.argv[1]](sys.argv[2])
