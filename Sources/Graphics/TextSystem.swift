// The measurement service: layouts cached by (text, width, lines) in a bounded LRU.

import Foundation

/// Lays out and measures text, caching layouts by (text with its fonts and paragraph style, width, number of lines).
/// The cache is a bounded LRU, so a 10,000-row table reuses a fixed amount of memory; a warm hit is a hash lookup.
/// Thread-safe.
public final class TextSystem: @unchecked Sendable {
    /// The shared service (4,096 cached layouts).
    public static let shared = TextSystem(cacheCapacity: 4096)

    private let lock = NSLock()
    private var cache: LRUCache<LayoutKey, TextLayout>  // guarded by lock
    private var hitCount = 0
    private var missCount = 0

    public init(cacheCapacity: Int) {
        cache = LRUCache(capacity: max(1, cacheCapacity))
    }

    /// Lays out attributed text in `maxWidth` points (nil, 0 or infinity: unlimited) with at most `numberOfLines`
    /// lines (0: unlimited). The line break mode is the paragraph style's.
    public func layout(_ text: AttributedText, maxWidth: Double? = nil, numberOfLines: Int = 0) -> TextLayout {
        let width = TextSystem.normalizedWidth(maxWidth)
        let key = LayoutKey(text: text, width: width ?? -1, lines: max(0, numberOfLines))
        lock.lock()
        if let hit = cache.value(for: key) {
            hitCount += 1
            lock.unlock()
            return hit
        }
        missCount += 1
        lock.unlock()
        let layout = TextSystem.makeLayout(text, maxWidth: width, numberOfLines: max(0, numberOfLines))
        lock.lock()
        let evicted = cache.insert(layout, for: key)
        lock.unlock()
        _ = evicted  // released here, outside the cache lock
        return layout
    }

    /// Lays out plain text in one font.
    public func layout(_ string: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
                       lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
                       lineSpacing: Double = 0) -> TextLayout {
        let style = ParagraphStyle(alignment: alignment, lineBreakMode: lineBreakMode, lineSpacing: lineSpacing)
        return layout(AttributedText(string, font: font, paragraphStyle: style), maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// Measures attributed text; the size is rounded up to the pixel grid of `scale`.
    public func measure(_ text: AttributedText, maxWidth: Double? = nil, numberOfLines: Int = 0, scale: Double = 1) -> TextMeasurement {
        layout(text, maxWidth: maxWidth, numberOfLines: numberOfLines).measurement(scale: scale)
    }

    /// Measures plain text in one font; the size is rounded up to the pixel grid of `scale`.
    public func measure(_ string: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
                        lineBreakMode: LineBreakMode = .byWordWrapping, scale: Double = 1) -> TextMeasurement {
        layout(string, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
            .measurement(scale: scale)
    }

    /// `UILabel.adjustsFontSizeToFitWidth` with `minimumScaleFactor`: the text with every font (and kern) scaled
    /// by the largest factor in [minimumScaleFactor, 1] at which it fits `maxWidth` in `numberOfLines` lines
    /// (1 by default; 0 never shrinks, as UIKit shrinks only to a line limit). Widths scale linearly with the size
    /// (fractional metrics, no hinting), so a single line is solved directly; several lines by bisection. Text still
    /// too long at the minimum scale is truncated by its line break mode.
    public func layoutShrinkingToFit(_ text: AttributedText, maxWidth: Double, numberOfLines: Int = 1,
                                     minimumScaleFactor: Double) -> (layout: TextLayout, scaleFactor: Double) {
        let minimum = min(max(minimumScaleFactor, 0.01), 1)
        guard numberOfLines > 0, maxWidth > 0 else {
            return (layout(text, maxWidth: maxWidth, numberOfLines: numberOfLines), 1)
        }
        func scaled(_ s: Double) -> AttributedText {
            guard s != 1 else { return text }
            var t = text
            for i in t.runs.indices {
                t.runs[i].font.size *= s
                t.runs[i].kern *= s
            }
            return t
        }
        func fits(_ s: Double) -> Bool {
            let t = scaled(s)
            if numberOfLines == 1 {
                return TextSystem.makeLayout(t, maxWidth: nil, numberOfLines: 1).size.width <= maxWidth
            }
            return TextSystem.makeLayout(t, maxWidth: maxWidth, numberOfLines: 0).lineCount <= numberOfLines
        }
        var factor = 1.0
        if !fits(1) {
            if numberOfLines == 1 {
                let natural = TextSystem.makeLayout(text, maxWidth: nil, numberOfLines: 1).size.width
                factor = max(minimum, maxWidth / natural)
                while factor > minimum && !fits(factor) { factor = max(minimum, factor * 0.999) }
            } else if fits(minimum) {
                var lo = minimum, hi = 1.0
                for _ in 0..<12 {
                    let mid = (lo + hi) / 2
                    if fits(mid) { lo = mid } else { hi = mid }
                }
                factor = lo
            } else {
                factor = minimum
            }
        }
        return (layout(scaled(factor), maxWidth: maxWidth, numberOfLines: numberOfLines), factor)
    }

    /// Lays out text without the cache (for benchmarks and one-off layouts).
    public static func makeLayout(_ text: AttributedText, maxWidth: Double? = nil, numberOfLines: Int = 0) -> TextLayout {
        let engine = PangoEngine.shared
        return engine.withLock {
            LayoutBuilder.build(text, maxWidth: normalizedWidth(maxWidth), numberOfLines: max(0, numberOfLines), engine: engine)
        }
    }

    static func normalizedWidth(_ width: Double?) -> Double? {
        guard let w = width, w.isFinite, w > 0 else { return nil }
        return w
    }

    // MARK: Cache management

    public var cacheCapacity: Int {
        lock.lock(); defer { lock.unlock() }
        return cache.capacity
    }
    /// Layouts held by the cache now (never more than `cacheCapacity`).
    public var cachedLayoutCount: Int {
        lock.lock(); defer { lock.unlock() }
        return cache.count
    }
    public var cacheStatistics: (hits: Int, misses: Int) {
        lock.lock(); defer { lock.unlock() }
        return (hitCount, missCount)
    }
    public func removeAllCachedLayouts() {
        lock.lock()
        let old = cache
        cache = LRUCache(capacity: old.capacity)
        hitCount = 0
        missCount = 0
        lock.unlock()
        _ = old
    }
}

struct LayoutKey: Hashable {
    var text: AttributedText
    var width: Double
    var lines: Int
}

/// A fixed-capacity least-recently-used map: a dictionary from key to slot and a doubly linked list through slots.
struct LRUCache<Key: Hashable, Value> {
    let capacity: Int
    private var slots: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var prev: [Int] = []
    private var next: [Int] = []
    private var head = -1  // most recent
    private var tail = -1  // least recent

    init(capacity: Int) {
        self.capacity = capacity
        slots.reserveCapacity(capacity)
    }

    var count: Int { slots.count }

    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Inserts or replaces; returns the evicted value, if any, so the caller can release it outside its lock.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Value? {
        if let slot = slots[key] {
            let old = values[slot]
            values[slot] = value
            moveToFront(slot)
            return old
        }
        var evicted: Value?
        let slot: Int
        if keys.count < capacity {
            slot = keys.count
            keys.append(key)
            values.append(value)
            prev.append(-1)
            next.append(-1)
        } else {
            slot = tail
            unlink(slot)
            slots[keys[slot]!] = nil
            evicted = values[slot]
            keys[slot] = key
            values[slot] = value
        }
        slots[key] = slot
        pushFront(slot)
        return evicted
    }

    private mutating func unlink(_ slot: Int) {
        let p = prev[slot], n = next[slot]
        if p >= 0 { next[p] = n } else { head = n }
        if n >= 0 { prev[n] = p } else { tail = p }
        prev[slot] = -1
        next[slot] = -1
    }

    private mutating func pushFront(_ slot: Int) {
        prev[slot] = -1
        next[slot] = head
        if head >= 0 { prev[head] = slot }
        head = slot
        if tail < 0 { tail = slot }
    }

    private mutating func moveToFront(_ slot: Int) {
        guard head != slot else { return }
        unlink(slot)
        pushFront(slot)
    }
}
