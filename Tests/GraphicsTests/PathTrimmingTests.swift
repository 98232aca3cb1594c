import Foundation
import Testing
import Graphics

/// `Path.trimmed(from:to:)`, behind `CAShapeLayer.strokeStart` and `strokeEnd` (Apple: the two "define the subregion
/// of the path to stroke", as fractions of it).
@Suite struct PathTrimmingTests {
    func points(_ path: Path) -> [Point] {
        path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
    }

    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("A line cut to its middle half; the whole range is the path itself; an empty range is empty")
    func line() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        let middle = points(path.trimmed(from: 0.25, to: 0.75))
        #expect(middle.count == 2)
        #expect(close(middle[0], Point(x: 25, y: 0)) && close(middle[1], Point(x: 75, y: 0)))
        #expect(path.trimmed(from: 0, to: 1) == path)
        #expect(path.trimmed(from: -3, to: 7) == path, "clamped to 0...1")
        #expect(path.trimmed(from: 0.6, to: 0.6).elements.isEmpty)
        #expect(path.trimmed(from: 0.8, to: 0.2).elements.isEmpty)
    }

    @Test("A closed rectangle: half its perimeter ends at the opposite corner, the closing side counts")
    func closedRectangle() {
        let path = Path.rect(Rect(x: 0, y: 0, width: 100, height: 50))
        let half = points(path.trimmed(from: 0, to: 0.5))
        #expect(close(half.first!, Point(x: 0, y: 0)))
        #expect(close(half.last!, Point(x: 100, y: 50)))
        // The last eighth (37.5 pt of 300) runs up the closing left side, from y = 37.5 to the start.
        let last = points(path.trimmed(from: 0.875, to: 1 - 1e-12))
        #expect(close(last.first!, Point(x: 0, y: 37.5)))
        #expect(close(last.last!, Point(x: 0, y: 0), 1e-6))
    }

    @Test("A circle from the top, clockwise: a quarter ends at 3 o'clock; curves and arcs are flattened finely")
    func arc() {
        var path = Path()
        path.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let quarter = points(path.trimmed(from: 0, to: 0.25))
        #expect(close(quarter.first!, Point(x: 50, y: 10), 1e-6))
        #expect(close(quarter.last!, Point(x: 90, y: 50), 0.01))
        // Every flattened point lies on the circle.
        #expect(quarter.allSatisfy { abs(hypot($0.x - 50, $0.y - 50) - 40) < 1e-6 })
        // A cubic quarter-circle approximation, cut at half its length, lies near 45°.
        var curve = Path()
        curve.move(to: Point(x: 40, y: 0))
        curve.addCurve(to: Point(x: 0, y: 40), control1: Point(x: 40, y: 22.09), control2: Point(x: 22.09, y: 40))
        let mid = points(curve.trimmed(from: 0, to: 0.5)).last!
        #expect(abs(mid.x - mid.y) < 0.01 && abs(hypot(mid.x, mid.y) - 40) < 0.05)
    }

    @Test("Huge arc angles are cut to four turns, not looped over")
    func hugeAngles() {
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 1e15, endAngle: 0, clockwise: true)
        let cut = points(path.trimmed(from: 0, to: 0.5))
        #expect(!cut.isEmpty && cut.count < 5_000)
        #expect(cut.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}
