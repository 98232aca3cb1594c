import Testing
import TestSupport
@testable import UIKit

/// A deterministic sample of the fuzzer that `Scripts/fuzz-vfl.sh` runs a million times in a release build.
@MainActor
@Suite("Visual Format Language fuzzing")
struct VisualFormatFuzzTests {
    @Test("20,000 generated, mutated and noise formats: legal constraints or Apple-shaped errors, never a crash")
    func fuzzSample() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [String: Any] = [:]
        for name in VisualFormatFuzzer.viewNames {
            let view = UIView()
            root.addSubview(view)
            views[name] = view
        }
        var fuzzer = VisualFormatFuzzer(seed: 20_000)
        var parsed = 0, refused = 0
        var reasons: Set<String> = []
        for _ in 0..<20_000 {
            let format = fuzzer.next()
            do throws(VisualFormatError) {
                let constraints = try NSLayoutConstraint.constraintsThrowing(
                    withVisualFormat: format, metrics: VisualFormatFuzzer.metricValues, views: views)
                parsed += 1
                for c in constraints {
                    #expect(c.firstItem != nil && c.constant.isFinite && c.invalidReason == nil,
                            "\(c) from \(format.debugDescription)")
                }
            } catch {
                refused += 1
                reasons.insert(error.reason.hasPrefix("Invalid priority") ? "priority" : error.reason)
                #expect(error.position >= 0 && error.position <= format.unicodeScalars.count,
                        "caret outside \(format.debugDescription)")
                #expect(error.message.hasPrefix("Unable to parse constraint format: \n\(error.reason) \n\(format) \n"))
                #expect(error.message.hasSuffix(String(repeating: " ", count: error.position) + "^"))
            }
        }
        // The sample reaches both outcomes and most of the failure kinds (the generator is not degenerate).
        #expect(parsed > 3_000)
        #expect(refused > 3_000)
        #expect(reasons.count >= 15, "\(reasons.sorted())")
    }
}
