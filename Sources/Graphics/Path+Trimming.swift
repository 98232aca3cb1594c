internal import Foundation

// A path cut to a fraction of its length: `CAShapeLayer.strokeStart` and `strokeEnd` (a progress ring is a circle
// stroked from 0 to the progress).

extension Path {
    /// The part of the path between the fractions `start` and `end` of its length (each clamped to 0...1), as the
    /// polyline a stroke of it draws: curves and arcs are flattened finely enough for any screen scale (arcs every
    /// 1.4°, curves in 32 pieces), lines and the closing segments kept exact. Moves between subpaths count no length.
    /// The whole path (0 to 1) comes back unchanged; an empty range gives an empty path.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let start = Swift.min(Swift.max(start, 0), 1), end = Swift.min(Swift.max(end, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard end > start else { return Path() }
        let polylines = flattened()
        let total = polylines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let from = start * total, to = end * total
        var result = Path()
        var walked = 0.0
        for line in polylines {
            var drawing = false
            for i in 1..<line.points.count {
                let a = line.points[i - 1], b = line.points[i]
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                let segmentEnd = walked + length
                guard segmentEnd > from, walked < to, length > 0 else { continue }
                func point(at distance: Double) -> Point {
                    let t = Swift.min(Swift.max((distance - walked) / length, 0), 1)
                    return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: walked >= from ? a : point(at: from))
                    drawing = true
                }
                result.addLine(to: segmentEnd <= to ? b : point(at: to))
            }
        }
        return result
    }

    /// One subpath as points, and its length.
    struct Polyline {
        var points: [Point]
        var length: Double {
            var sum = 0.0
            for i in points.indices.dropFirst() {
                sum += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
            }
            return sum
        }
    }

    /// The subpaths as polylines, drawn as Cairo draws the elements: an arc is joined to the current point by a line
    /// and sweeps from its start angle to its end angle in its direction (the end moved by whole turns to lie past
    /// the start), and `close` draws the line back to the subpath's first point, where the next subpath starts.
    func flattened() -> [Polyline] {
        var lines: [Polyline] = []
        var current: [Point] = []
        func finish() {
            if current.count > 1 { lines.append(Polyline(points: current)) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [p] } else { current.append(p) }
            case .quadCurve(let p, let c):
                guard let p0 = current.last else { current = [p]; continue }
                for k in 1...32 {
                    let t = Double(k) / 32, u = 1 - t
                    current.append(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                guard let p0 = current.last else { current = [p]; continue }
                for k in 1...32 {
                    let t = Double(k) / 32, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                         y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .arc(let center, let radius, let a0, var a1, let clockwise):
                guard a0.isFinite, a1.isFinite, radius.isFinite else { continue }
                // Whole turns added at once (a loop would spin for huge angles); at most four turns are drawn.
                let turn = 2 * Double.pi
                if clockwise, a1 < a0 { a1 += ((a0 - a1) / turn).rounded(.up) * turn }
                if !clockwise, a1 > a0 { a1 -= ((a1 - a0) / turn).rounded(.up) * turn }
                a1 = a0 + Swift.min(Swift.max(a1 - a0, -4 * turn), 4 * turn)
                let steps = Swift.max(1, Int((abs(a1 - a0) / (Double.pi / 128)).rounded(.up)))
                for k in 0...steps {
                    let angle = a0 + (a1 - a0) * Double(k) / Double(steps)
                    current.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                }
            case .close:
                guard let first = current.first else { continue }
                current.append(first)
                finish()
                current = [first]
            }
        }
        finish()
        return lines
    }
}
