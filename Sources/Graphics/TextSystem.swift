// The measurement service: layouts cached by (text, width, lines) in a bounded LRU.

internal import Foundation

/// Lays out and measures text, caching layouts by (text with its fonts and paragraph style, width, number of lines).
/// The cache is a bounded LRU, so a 10,000-row table reuses a fixed amount of memory; a warm hit is a hash lookup.
/// Thread-safe.
public final class TextSystem: @unchecked Sendable {
    /// The shared service: at most 4,096 cached layouts and about 24 MiB of them.
    public static let shared = TextSystem(cacheCapacity: 4096, memoryLimit: 24 << 20)

    private let lock = NSLock()
    private var cache: LRUCache<LayoutKey, TextLayout>  // guarded by lock
    private var hitCount = 0
    private var missCount = 0

    /// A service caching at most `cacheCapacity` layouts whose estimated size totals at most `memoryLimit` bytes
    /// (a Pango layout takes about 1 KiB plus 60 bytes per UTF-8 byte of text: ~15 KiB for 255 characters).
    public init(cacheCapacity: Int, memoryLimit: Int = 24 << 20) {
        cache = LRUCache(capacity: max(1, cacheCapacity), costLimit: max(1, memoryLimit))
    }

    static func estimatedCost(of text: AttributedText) -> Int {
        1024 + 60 * text.runs.reduce(0) { $0 + $1.text.utf8.count }
    }

    /// Lays out attributed text in `maxWidth` points (nil, 0 or infinity: unlimited) with at most `numberOfLines`
    /// lines (0: unlimited). The line break mode is the paragraph style's.
    ///
    /// `textHash`: `TextSystem.layoutHash(of: text)`, from a caller that keeps it across lookups of the same text (a
    /// label asks for its text unwrapped and then at its width). Hashing a text that is not known to be NFC
    /// normalizes it, character by character, on every lookup.
    public func layout(_ text: AttributedText, maxWidth: Double? = nil, numberOfLines: Int = 0,
                       textHash: Int? = nil) -> TextLayout {
        let width = TextSystem.normalizedWidth(maxWidth)
        let key = LayoutKey(text: text, textHash: textHash ?? TextSystem.layoutHash(of: text), width: width ?? -1,
                            lines: max(0, numberOfLines))
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
        let evicted = cache.insert(layout, for: key, cost: TextSystem.estimatedCost(of: text))
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
    /// Estimated bytes held by cached layouts (never more than the memory limit, unless one layout exceeds it).
    public var cachedLayoutCost: Int {
        lock.lock(); defer { lock.unlock() }
        return cache.totalCost
    }
    public var cacheStatistics: (hits: Int, misses: Int) {
        lock.lock(); defer { lock.unlock() }
        return (hitCount, missCount)
    }
    public func removeAllCachedLayouts() {
        lock.lock()
        let old = cache
        cache = LRUCache(capacity: old.capacity, costLimit: old.costLimit)
        hitCount = 0
        missCount = 0
        lock.unlock()
        _ = old
    }
}

struct LayoutKey: Hashable {
    var text: AttributedText
    /// `TextSystem.layoutHash(of: text)`.
    var textHash: Int
    var width: Double
    var lines: Int

    func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
        hasher.combine(width)
        hasher.combine(lines)
    }

    static func == (a: LayoutKey, b: LayoutKey) -> Bool {
        a.textHash == b.textHash && a.width == b.width && a.lines == b.lines && a.text == b.text
    }
}

extension TextSystem {
    /// The part of a layout's cache key that the text decides: the runs' characters and font sizes, what tells apart
    /// the texts a screen lays out. The synthesized hash also fed in every run's font family, colours, kern,
    /// decorations and the paragraph style's eight fields, on every lookup. The key's equality still compares
    /// everything, so texts differing only there share a hash, never a layout.
    public static func layoutHash(of text: AttributedText) -> Int {
        var hasher = Hasher()
        hasher.combine(text.runs.count)
        for run in text.runs {
            hasher.combine(run.text)
            hasher.combine(run.font.size)
        }
        return hasher.finalize()
    }
}

/// A least-recently-used map bounded by entry count and by total cost: a dictionary from key to slot and a doubly
/// linked list through the slots (most recent at the head). Freed slots are reused.
struct LRUCache<Key: Hashable, Value> {
    let capacity: Int
    let costLimit: Int
    private(set) var totalCost = 0
    private var slots: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var costs: [Int] = []
    private var prev: [Int] = []
    private var next: [Int] = []
    private var free: [Int] = []
    private var head = -1  // most recent
    private var tail = -1  // least recent

    init(capacity: Int, costLimit: Int = .max) {
        self.capacity = capacity
        self.costLimit = costLimit
        slots.reserveCapacity(min(capacity, 1 << 16))
    }

    var count: Int { slots.count }

    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Inserts or replaces; returns the values evicted, so the caller can release them outside its lock.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) -> [Value] {
        var evicted: [Value] = []
        if let slot = slots[key] {
            if let old = values[slot] { evicted.append(old) }
            values[slot] = value
            totalCost += cost - costs[slot]
            costs[slot] = cost
            moveToFront(slot)
        } else {
            let slot: Int
            if let reused = free.popLast() {
                slot = reused
                keys[slot] = key
                values[slot] = value
                costs[slot] = cost
            } else {
                slot = keys.count
                keys.append(key)
                values.append(value)
                costs.append(cost)
                prev.append(-1)
                next.append(-1)
            }
            slots[key] = slot
            totalCost += cost
            pushFront(slot)
        }
        // Evict the least recently used, but never the entry just inserted.
        while (slots.count > capacity || totalCost > costLimit) && tail >= 0 && tail != head {
            let victim = tail
            unlink(victim)
            slots[keys[victim]!] = nil
            if let v = values[victim] { evicted.append(v) }
            keys[victim] = nil
            values[victim] = nil
            totalCost -= costs[victim]
            costs[victim] = 0
            free.append(victim)
        }
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
