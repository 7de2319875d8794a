"""Screenshots compared with references under Snapshots/Web/, as the Swift snapshot helper does.

Record mode from SNAPSHOT_RECORD (missing, all, failed, never), `never` when CI=true; recording
always fails the test, so that a new reference is looked at before it is trusted. On a failure the
actual picture and a diff go to $SNAPSHOT_ARTIFACTS (default: a temporary folder).
"""

import io
import os
import pathlib
import tempfile

from PIL import Image, ImageChops

ROOT = pathlib.Path(__file__).resolve().parents[2]
REFERENCES = ROOT / "Snapshots" / "Web"


def record_mode():
    if os.environ.get("CI", "").lower() == "true":
        return "never"
    mode = (os.environ.get("SNAPSHOT_RECORD") or "missing").lower()
    assert mode in ("missing", "all", "failed", "never"), \
        f'SNAPSHOT_RECORD is "{mode}"; expected missing, all, failed or never'
    return mode


def assert_snapshot(page, name, share=0.01, delta=32):
    """Compares a screenshot of `page` with Snapshots/Web/NAME.png: at most `share` of the pixels
    may differ by more than `delta` in a channel."""
    page.evaluate("document.fonts.ready")
    actual_bytes = page.screenshot(animations="disabled", caret="hide")
    reference = REFERENCES / f"{name}.png"
    mode = record_mode()
    if not reference.exists():
        assert mode != "never", f"no reference {reference}; record it with SNAPSHOT_RECORD=missing"
        record(reference, actual_bytes)
        raise AssertionError(f"recorded {reference}; look at it, then run again")
    actual = Image.open(io.BytesIO(actual_bytes)).convert("RGB")
    expected = Image.open(reference).convert("RGB")
    message = None
    if actual.size != expected.size:
        message = f"size {actual.size} differs from the reference's {expected.size}"
    else:
        difference = ImageChops.difference(actual, expected)
        channels = difference.split()
        largest = max(channel.getextrema()[1] for channel in channels)
        mask = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
        changed = sum(mask.point(lambda value: 255 if value > delta else 0).histogram()[255:])
        fraction = changed / (actual.size[0] * actual.size[1])
        if fraction > share:
            message = (f"{fraction:.2%} of pixels changed, max channel delta {largest}; "
                       f"allowed {share:.2%}, {delta}")
            artifacts = pathlib.Path(os.environ.get("SNAPSHOT_ARTIFACTS") or tempfile.gettempdir())
            artifacts.mkdir(parents=True, exist_ok=True)
            diff_path = artifacts / f"{name}.diff.png"
            mask.point(lambda value: 255 if value > delta else 0).save(diff_path)
            message += f"; diff {diff_path}"
    if message is None:
        if mode == "all":
            record(reference, actual_bytes)
            raise AssertionError(f"recorded {reference} anew (SNAPSHOT_RECORD=all)")
        return
    artifacts = pathlib.Path(os.environ.get("SNAPSHOT_ARTIFACTS") or tempfile.gettempdir())
    artifacts.mkdir(parents=True, exist_ok=True)
    actual_path = artifacts / f"{name}.actual.png"
    actual_path.write_bytes(actual_bytes)
    if mode in ("all", "failed"):
        record(reference, actual_bytes)
        raise AssertionError(f"{name}: {message}; recorded the new reference {reference}")
    raise AssertionError(f"{name}: {message}; actual {actual_path}, reference {reference}")


def record(reference, data):
    reference.parent.mkdir(parents=True, exist_ok=True)
    reference.write_bytes(data)
