// Release-build benchmark of UITableView (issue 6): a self-sizing table of the Twitter-timeline seed's cell (the
// table tests' fixture, Tests/TimelineFixture: the article's cell without images), built and scrolled from top to
// bottom, end to end (data source, dequeue and reuse, cell configuration, self-sizing measurement with real text, the
// window's layout pass). Prints one table; see BENCHMARKS.md.
//
//   swift run -c release --scratch-path .build-release TableBenchmarks [ROWS] [--warm-scrolls K]
//
// `--warm-scrolls K` scrolls each table K times with every height known instead of once (the figure printed is the
// mean): profiles of K = 1 and K = 3 differ by the warm scrolls alone (Scripts/profile-table.sh --warm).
import Foundation
import TimelineFixture
import UIKit

// MARK: Measuring

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Resident memory now (from /proc/self/statm) and at peak (getrusage), in MiB.
func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func peakMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

struct Run {
    var rows = 0
    var step: CGFloat = 0
    var steps = 0
    var build = 0.0
    var firstScroll = 0.0
    var secondScroll = 0.0
    var maxLiveCells = 0
    var createdCells = 0
    var residentAfter = 0.0
    var checked = true
}

/// Shows the timeline on an iPhone 13 and scrolls it from top to bottom by `step` points per frame, twice: the
/// first pass measures every row as it appears (cold), the second finds every height known (warm).
@MainActor
func run(rows: Int, step: CGFloat, warmScrolls: Int = 1) -> Run {
    var result = Run()
    result.rows = rows
    result.step = step
    UIDevice.current.simulate(.iPhone13)
    var window: UIWindow!
    var controller: TimelineController!
    result.build = seconds {
        controller = TimelineController(tweets: (0..<rows).map(TestTweet.timeline))
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
    let table = controller.tableView
    func scrollThrough() -> Double {
        seconds {
            var offset = table.contentOffset.y
            while offset < table.contentSize.height - table.bounds.height {
                offset = min(offset + step, table.contentSize.height - table.bounds.height)
                table.contentOffset = CGPoint(x: 0, y: offset)
                window.layoutIfNeeded()
                result.steps += 1
                result.maxLiveCells = max(result.maxLiveCells, table.visibleCells.count)
            }
        }
    }
    result.firstScroll = scrollThrough()
    // Every row was measured: the content height is the sum of real heights, and the last row is on screen.
    if table.indexPathsForVisibleRows?.last?.row != rows - 1 { result.checked = false }
    for _ in 0..<warmScrolls {
        table.contentOffset = .zero
        window.layoutIfNeeded()
        result.secondScroll += scrollThrough() / Double(warmScrolls)
    }
    result.createdCells = table.createdCellCount
    result.residentAfter = residentMiB()
    window.isHidden = true
    return result
}

let arguments = Array(CommandLine.arguments.dropFirst())
let rows = arguments.first.flatMap { Int($0) } ?? 10_000
let warmScrolls = arguments.firstIndex(of: "--warm-scrolls").flatMap { index in
    arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
} ?? 1
// One small run first, so the fonts and text caches are warm and the first figure is the table's own cost.
_ = run(rows: 200, step: 16)
let small = run(rows: rows / 10, step: 16, warmScrolls: warmScrolls)
let large = run(rows: rows, step: 16, warmScrolls: warmScrolls)
// A page (700 pt) per frame: about one new row per frame, so the figure per row is the row's own cost.
let paged = run(rows: rows, step: 700, warmScrolls: warmScrolls)
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
    .joined(separator: " ") ?? "?"

func us(_ seconds: Double, per count: Int) -> String { String(format: "%.1f µs", seconds * 1e6 / Double(count)) }
print("Self-sizing timeline table, iPhone 13 (390×844 @3x), scrolled top to bottom; load \(load)")
print("")
print("| rows | step per frame | build + first layout | first scroll (measuring) | per row | second scroll (heights known) | per row | frames | live cells (max) | cells created | resident after |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for r in [small, large, paged] {
    print("| \(r.rows) | \(Int(r.step)) pt | \(String(format: "%.0f ms", r.build * 1000)) | \(String(format: "%.2f s", r.firstScroll)) "
        + "| \(us(r.firstScroll, per: r.rows)) | \(String(format: "%.2f s", r.secondScroll)) | \(us(r.secondScroll, per: r.rows)) "
        + "| \(r.steps) | \(r.maxLiveCells) | \(r.createdCells) | \(String(format: "%.0f MiB", r.residentAfter)) |")
}
print("")
print("Peak resident memory of the whole run: \(String(format: "%.0f MiB", peakMiB())).")
if !small.checked || !large.checked || !paged.checked {
    print("FAIL: the last row was not reached")
    exit(1)
}
