#!/usr/bin/env python3
"""The layout step alone: Trellis (Auto Layout) against Yoga and Taffy (flexbox) on the seed's timeline cell.

The same 10,000 cell trees — four variants of the Twitter-timeline cell (text, media, text and media, retweeted),
text sizes fixed as if measured once — are laid out at one width by each engine. For Yoga (`poga` on PyPI, the C++
library behind React Native) and Taffy (`stretchable` on PyPI, the Rust library behind Dioxus and Bevy) only the
native compute-layout call is timed; for Trellis, `systemLayoutSizeFitting` on each cell (a fresh engine per cell,
as UIKit measures self-sizing cells), run by the `layout-comparison` executable. Every engine's cell heights are
checked against the heights the constraints imply before any time is reported.

    python3 compare.py --trellis PATH/TO/layout-comparison [--n 10000] [--width 375]

Scripts/bench-layout.sh sets up a virtual environment with both libraries and runs this; see BENCHMARKS.md.
"""
import argparse
import json
import subprocess
import sys
import time

# The fixed sizes, the same as Benchmarks/LayoutComparison/main.swift's `Metrics`.
MARGIN_V, MARGIN_H = 11.0, 16.0
AVATAR, AVATAR_GAP, STACK_SPACING = 60.0, 8.0, 12.0
DISPLAY_NAME, USER_NAME, DATE = (96.0, 21.0), (80.0, 18.0), (18.0, 16.0)
TEXT_HEIGHT = 80.0
MEDIA = (514.0, 315.0)
RETWEET_ICON, RETWEET_AVATAR, RETWEET_NAME = 14.0, 18.0, (70.0, 16.0)
VARIANTS = ["text", "media", "text+media", "retweeted"]


def has_text(v):
    return v != 1


def has_media(v):
    return v in (1, 2)


def expected_height(v, width):
    """The cell height the constraints imply: margins + max(avatar, stacked content)."""
    stack_width = width - 2 * MARGIN_H - AVATAR - AVATAR_GAP
    parts = [DISPLAY_NAME[1]]
    if has_text(v):
        parts.append(TEXT_HEIGHT)
    if has_media(v):
        media_width = min(MEDIA[0], stack_width)
        parts.append(media_width * MEDIA[1] / MEDIA[0])
    if v == 3:
        parts.append(RETWEET_AVATAR)
    content = sum(parts) + STACK_SPACING * (len(parts) - 1)
    return 2 * MARGIN_V + max(AVATAR, content)


# ---- Yoga (poga's C API) ----

def yoga_cell(Y, v):
    def node(**style):
        n = Y.YGNodeNew()
        for key, value in style.items():
            if key == "width":
                Y.YGNodeStyleSetWidth(n, value)
            elif key == "height":
                Y.YGNodeStyleSetHeight(n, value)
            elif key == "width_pct":
                Y.YGNodeStyleSetWidthPercent(n, value)
            elif key == "row":
                Y.YGNodeStyleSetFlexDirection(n, Y.YGFlexDirection.Row)
            elif key == "column":
                Y.YGNodeStyleSetFlexDirection(n, Y.YGFlexDirection.Column)
            elif key == "align":
                Y.YGNodeStyleSetAlignItems(n, value)
            elif key == "grow":
                Y.YGNodeStyleSetFlexGrow(n, value)
            elif key == "shrink":
                Y.YGNodeStyleSetFlexShrink(n, value)
            elif key == "basis":
                Y.YGNodeStyleSetFlexBasis(n, value)
            elif key == "margin_left":
                Y.YGNodeStyleSetMargin(n, Y.YGEdge.Left, value)
            elif key == "margin_top":
                Y.YGNodeStyleSetMargin(n, Y.YGEdge.Top, value)
            elif key == "aspect":
                Y.YGNodeStyleSetAspectRatio(n, value)
        return n

    def add(parent, *children):
        for i, child in enumerate(children):
            Y.YGNodeInsertChild(parent, child, i)
        return parent

    cell = node(row=True, align=Y.YGAlign.FlexStart)
    Y.YGNodeStyleSetPadding(cell, Y.YGEdge.Left, MARGIN_H)
    Y.YGNodeStyleSetPadding(cell, Y.YGEdge.Right, MARGIN_H)
    Y.YGNodeStyleSetPadding(cell, Y.YGEdge.Top, MARGIN_V)
    Y.YGNodeStyleSetPadding(cell, Y.YGEdge.Bottom, MARGIN_V)
    avatar = node(width=AVATAR, height=AVATAR, shrink=0)
    stack = node(column=True, align=Y.YGAlign.FlexStart, grow=1, shrink=1, basis=0, margin_left=AVATAR_GAP)
    names = add(node(row=True, width_pct=100),
                node(width=DISPLAY_NAME[0], height=DISPLAY_NAME[1], shrink=0),
                node(width=USER_NAME[0], height=USER_NAME[1], grow=1, shrink=1, margin_left=4),
                node(width=DATE[0], height=DATE[1], shrink=0, margin_left=4))
    children = [names]
    if has_text(v):
        children.append(node(width_pct=100, height=TEXT_HEIGHT, margin_top=STACK_SPACING))
    if has_media(v):
        # As wide as the stack allows, at most its natural width; the height follows the width (aspect ratio).
        media = node(width_pct=100, aspect=MEDIA[0] / MEDIA[1], shrink=0, margin_top=STACK_SPACING)
        Y.YGNodeStyleSetMaxWidth(media, MEDIA[0])
        children.append(media)
    if v == 3:
        children.append(add(node(row=True, align=Y.YGAlign.Center, margin_top=STACK_SPACING),
                            node(width=RETWEET_ICON, height=RETWEET_ICON, shrink=0),
                            node(width=RETWEET_AVATAR, height=RETWEET_AVATAR, shrink=0, margin_left=4),
                            node(width=RETWEET_NAME[0], height=RETWEET_NAME[1], margin_left=4)))
    add(stack, *children)
    return add(cell, avatar, stack)


def run_yoga(n, width):
    import poga.libpoga_capi as Y
    cells = [yoga_cell(Y, i % 4) for i in range(n)]
    heights = [0.0] * 4
    total = 0.0
    for i, cell in enumerate(cells):
        start = time.perf_counter()
        Y.YGNodeCalculateLayout(cell, width, Y.YGUndefined, Y.YGDirection.LTR)
        total += time.perf_counter() - start
        heights[i % 4] = Y.YGNodeLayoutGetHeight(cell)
    for cell in cells:
        Y.YGNodeFreeRecursive(cell)
    return {"engine": "yoga", "n": n, "total_s": total, "per_cell_us": total / n * 1e6, "heights": heights}


# ---- Taffy (stretchable) ----

def taffy_cell(v, width):
    from stretchable import Node
    from stretchable.style import PCT, AlignItems, FlexDirection

    def leaf(w, h, **extra):
        return Node(size=(w, h), **extra)

    names = Node(leaf(DISPLAY_NAME[0], DISPLAY_NAME[1], flex_shrink=0),
                 leaf(USER_NAME[0], USER_NAME[1], flex_grow=1, flex_shrink=1, margin=(0, 0, 0, 4)),
                 leaf(DATE[0], DATE[1], flex_shrink=0, margin=(0, 0, 0, 4)),
                 flex_direction=FlexDirection.ROW, size=(100 * PCT, None))
    children = [names]
    if has_text(v):
        children.append(Node(size=(100 * PCT, TEXT_HEIGHT), margin=(STACK_SPACING, 0, 0, 0)))
    if has_media(v):
        children.append(Node(size=(100 * PCT, None), max_size=(MEDIA[0], None), aspect_ratio=MEDIA[0] / MEDIA[1],
                             flex_shrink=0, margin=(STACK_SPACING, 0, 0, 0)))
    if v == 3:
        children.append(Node(leaf(RETWEET_ICON, RETWEET_ICON, flex_shrink=0),
                             leaf(RETWEET_AVATAR, RETWEET_AVATAR, flex_shrink=0, margin=(0, 0, 0, 4)),
                             leaf(RETWEET_NAME[0], RETWEET_NAME[1], margin=(0, 0, 0, 4)),
                             flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER,
                             margin=(STACK_SPACING, 0, 0, 0)))
    stack = Node(*children, flex_direction=FlexDirection.COLUMN, align_items=AlignItems.FLEX_START,
                 flex_grow=1, flex_shrink=1, flex_basis=0, margin=(0, 0, 0, AVATAR_GAP))
    # The cell's width is given (UIKit fits a cell at the table's width with required horizontal priority).
    return Node(leaf(AVATAR, AVATAR, flex_shrink=0), stack, flex_direction=FlexDirection.ROW, size=(width, None),
                align_items=AlignItems.FLEX_START, padding=(MARGIN_V, MARGIN_H, MARGIN_V, MARGIN_H))


def run_taffy(n, width):
    import stretchable.node as stretchable_node
    cells = [taffy_cell(i % 4, width) for i in range(n)]
    # Time only the native call: wrap the extension function stretchable's compute_layout calls.
    native = stretchable_node.taffylib.node_compute_layout_with_measure
    spent = [0.0]

    def timed(*args):
        start = time.perf_counter()
        result = native(*args)
        spent[0] += time.perf_counter() - start
        return result

    stretchable_node.taffylib.node_compute_layout_with_measure = timed
    heights = [0.0] * 4
    try:
        for i, cell in enumerate(cells):
            cell.compute_layout((width, None))
            heights[i % 4] = cell.get_box().height
    finally:
        stretchable_node.taffylib.node_compute_layout_with_measure = native
    total = spent[0]
    return {"engine": "taffy", "n": n, "total_s": total, "per_cell_us": total / n * 1e6, "heights": heights}


def run_trellis(path, n, width):
    out = subprocess.run([path, str(n), str(width)], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trellis", required=True, help="the layout-comparison executable (release build)")
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--width", type=float, default=375)
    args = parser.parse_args()

    expected = [expected_height(v, args.width) for v in range(4)]
    results = [run_trellis(args.trellis, args.n, args.width), run_yoga(args.n, args.width),
               run_taffy(args.n, args.width)]
    failed = False
    for result in results:
        for v, (got, want) in enumerate(zip(result["heights"], expected)):
            # Trellis rounds frames to the pixel grid (3x): within half a point of the exact value.
            if abs(got - want) > 0.5:
                print(f"{result['engine']}: {VARIANTS[v]} cell is {got:.2f} pt tall, expected {want:.2f}",
                      file=sys.stderr)
                failed = True
    if failed:
        sys.exit(1)

    trellis = results[0]["per_cell_us"]
    print(f"Layout step alone: {args.n:,} timeline cells at {args.width:g} pt "
          f"(heights {', '.join(f'{h:.1f}' for h in expected)} pt, checked for every engine)\n")
    print("| engine | total | per cell | Trellis ÷ engine |")
    print("| --- | ---: | ---: | ---: |")
    for result in results:
        ratio = trellis / result["per_cell_us"]
        print(f"| {result['engine']} | {result['total_s'] * 1000:.1f} ms | {result['per_cell_us']:.1f} µs | "
              f"{ratio:.2f} |")
    if "warm_per_cell_us" in results[0]:
        print(f"\nTrellis re-measuring a cell it has measured before (engine kept): "
              f"{results[0]['warm_per_cell_us']:.1f} µs per cell")


if __name__ == "__main__":
    main()
