// Fuzzes the Visual Format Language parser and constraint builder in a release build: generated, mutated and
// noise formats (TestSupport's VisualFormatFuzzer) go through `NSLayoutConstraint.constraintsThrowing`; every
// outcome must be either constraints that are all legal, or an error whose message is Apple's shape with the caret
// inside the line. A crash fails the run by itself; a hang shows as the slowest format's time.
//
//   swift run -c release --scratch-path .build-release vfl-fuzz [--count N] [--seed S]
import Foundation
import TestSupport
import UIKit

var count = 1_000_000
var seed: UInt64 = 7
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--count": count = arguments.popFirst().flatMap { Int($0) } ?? count
    case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
    default:
        print("usage: vfl-fuzz [--count N] [--seed S]")
        exit(2)
    }
}

let exitCode: Int32 = MainActor.assumeIsolated {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: Any] = [:]
    for name in VisualFormatFuzzer.viewNames {
        let view = UIView()
        root.addSubview(view)
        views[name] = view
    }
    let metrics: [String: Any] = VisualFormatFuzzer.metricValues
    var fuzzer = VisualFormatFuzzer(seed: seed)
    var parsed = 0, refused = 0, constraintCount = 0, violations = 0
    var reasons: [String: Int] = [:]
    var slowest = 0.0, slowestFormat = ""
    let start = Date()
    for _ in 0..<count {
        let format = fuzzer.next()
        let t0 = Date()
        do throws(VisualFormatError) {
            let constraints = try NSLayoutConstraint.constraintsThrowing(withVisualFormat: format, metrics: metrics,
                                                                         views: views)
            parsed += 1
            constraintCount += constraints.count
            for c in constraints where c.firstItem == nil || !c.constant.isFinite
                || !(c.priority.rawValue > 0 && c.priority.rawValue <= 1000) {
                violations += 1
                print("ILLEGAL CONSTRAINT \(c) from \(format.debugDescription)")
            }
        } catch {
            refused += 1
            // Reasons naming a view or metric are grouped by their shape.
            let key = error.reason.hasPrefix("Encountered metric") ? "Encountered metric with name …"
                : error.reason.hasSuffix("is not a key in the views dictionary.") ? "… is not a key in the views dictionary."
                : error.reason.hasPrefix("Invalid priority") ? "Invalid priority specified: …" : error.reason
            reasons[key, default: 0] += 1
            let expected = "Unable to parse constraint format: \n\(error.reason) \n\(format) \n"
                + String(repeating: " ", count: error.position) + "^"
            if error.position < 0 || error.position > format.unicodeScalars.count || error.message != expected
                || error.reason.isEmpty {
                violations += 1
                print("BAD ERROR for \(format.debugDescription): \(error.message.debugDescription)")
            }
        }
        let elapsed = Date().timeIntervalSince(t0)
        if elapsed > slowest { slowest = elapsed; slowestFormat = format }
    }
    let total = Date().timeIntervalSince(start)
    print("vfl-fuzz: \(count) formats (seed \(seed)) in \(String(format: "%.2f", total)) s "
        + "(\(String(format: "%.1f", Double(count) / max(total, 1e-9) / 1000)) k/s)")
    print("  parsed: \(parsed) (\(constraintCount) constraints), refused: \(refused), violations: \(violations)")
    print("  slowest format: \(String(format: "%.3f", slowest * 1000)) ms \(slowestFormat.debugDescription)")
    for (reason, n) in reasons.sorted(by: { $0.value > $1.value }) { print("  \(n)\t\(reason)") }
    return violations == 0 ? 0 : 1
}
exit(exitCode)
