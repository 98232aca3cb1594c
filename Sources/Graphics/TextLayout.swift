// Text layout with Pango: one PangoLayout per (text, width, lines), measured once and drawn as measured.

internal import CPangoCairo
internal import Foundation

/// Text laid out for a maximum width and line limit. Immutable; what it measured is what `Canvas.draw(_:at:color:)`
/// draws (the same PangoLayout). Coordinates are in points with the origin at the top-left of the text box.
public final class TextLayout: @unchecked Sendable {
    public let text: AttributedText
    /// The width lines wrap at (nil: unlimited, one line per paragraph).
    public let maxWidth: Double?
    /// The line limit asked for (0: unlimited).
    public let numberOfLines: Int
    /// The exact size the text uses: widest line × total height (line heights plus line spacing). Not rounded.
    public let size: Size
    /// Lines shown (after the limit). 0 for empty text.
    public let lineCount: Int
    /// Distance from the top of the box to the first line's baseline (`firstBaselineAnchor`).
    public let firstBaseline: Double
    /// Distance from the top of the box to the last line's baseline (`lastBaselineAnchor`).
    public let lastBaseline: Double
    /// True when lines were dropped or the text was shortened with "…".
    public let isTruncated: Bool
    /// Each line's logical rectangle (its advance width, and the line's ascent + descent).
    public let lineRects: [Rect]
    /// Each line's baseline, from the top.
    public let baselines: [Double]
    /// True when the last line runs past `maxWidth` and is clipped there when drawn (`.byClipping` at the limit).
    public let clipsToMaxWidth: Bool
    /// True when some character has no glyph in the pinned fonts (drawn as a hex box), e.g. CJK or Devanagari.
    public let hasMissingGlyphs: Bool
    /// The lines as displayed, joined by newlines, with "…" where Pango ellipsized (for tests and accessibility).
    public let displayedString: String

    /// The PangoLayout; only touched with `PangoEngine.shared`'s lock held.
    let pangoLayout: OpaquePointer

    /// `kernAt(byte)` is the kern of the run holding that byte of the layout's text.
    init(text: AttributedText, maxWidth: Double?, numberOfLines: Int, layout: OpaquePointer, isTruncated: Bool,
         clipsToMaxWidth: Bool, kernAt: (Int) -> Double) {
        self.clipsToMaxWidth = clipsToMaxWidth
        self.text = text
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
        self.pangoLayout = layout
        self.isTruncated = isTruncated
        let scale = Double(PANGO_SCALE)
        var rects: [Rect] = []
        var baselines: [Double] = []
        var lines: [String] = []
        var missing = false
        let textBytes = UnsafeRawPointer(pango_layout_get_text(layout)!).assumingMemoryBound(to: UInt8.self)
        let iter = pango_layout_get_iter(layout)!
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iter)!
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            // Trailing spaces hang past the line's end and are not part of its width, as in TextKit's used rect.
            var trailing = end
            while trailing > start && (textBytes[trailing - 1] == 0x20 || textBytes[trailing - 1] == 0x09) { trailing -= 1 }
            var hanging: Int32 = 0
            if trailing < end {
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, Int32(trailing), Int32(end), &ranges, &count)
                if let ranges {
                    for i in 0..<Int(count) { hanging += ranges[2 * i + 1] - ranges[2 * i] }
                    g_free(ranges)
                }
            }
            // UIKit's kern also follows a line's last character; Pango's letter spacing stops before it.
            let trailingKern = trailing > start ? kernAt(trailing - 1) : 0
            rects.append(Rect(x: Double(logical.x) / scale, y: Double(logical.y) / scale,
                              width: Double(max(0, logical.width - hanging)) / scale + trailingKern,
                              height: Double(logical.height) / scale))
            baselines.append(Double(pango_layout_iter_get_baseline(iter)) / scale)
            lines.append(TextLayout.displayedText(of: line, text: textBytes))
            missing = missing || TextLayout.hasUnknownGlyphs(line)
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        displayedString = lines.joined(separator: "\n")
        hasMissingGlyphs = missing
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)

        if text.isEmpty {
            // UIKit sizes empty text as zero; the baselines are still where the font puts them.
            size = .zero
            lineCount = 0
        } else {
            let widest = rects.map(\.width).max() ?? 0
            size = Size(width: clipsToMaxWidth ? min(widest, maxWidth ?? widest) : widest, height: Double(logical.height) / scale)
            lineCount = rects.count
        }
        lineRects = rects
        self.baselines = baselines
        firstBaseline = baselines.first ?? 0
        lastBaseline = baselines.last ?? 0
    }

    deinit { PangoEngine.shared.release(layout: pangoLayout) }

    private static func hasUnknownGlyphs(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = run.pointee.glyphs {
                for i in 0..<Int(glyphs.pointee.num_glyphs) {
                    let g = glyphs.pointee.glyphs[i].glyph
                    // PANGO_GLYPH_UNKNOWN_FLAG (0x10000000) marks a character drawn as a hex box.
                    if g & 0x1000_0000 != 0 { return true }
                }
            }
            node = n.pointee.next
        }
        return false
    }

    /// A line's characters in logical order, with "…" for an ellipsized run.
    private static func displayedText(of line: UnsafeMutablePointer<PangoLayoutLine>, text: UnsafePointer<UInt8>) -> String {
        var runs: [(offset: Int, text: String)] = []
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                let offset = Int(item.pointee.offset), length = Int(item.pointee.length)
                if Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                    runs.append((offset, "\u{2026}"))
                } else {
                    let bytes = UnsafeBufferPointer(start: text + offset, count: length)
                    runs.append((offset, String(decoding: bytes, as: UTF8.self)))
                }
            }
            node = n.pointee.next
        }
        return runs.sorted { $0.offset < $1.offset }.map(\.text).joined()
            .replacingOccurrences(of: "\u{2028}", with: "").replacingOccurrences(of: "\u{2060}", with: "")
    }

    /// `size` rounded up to the pixel grid of `scale` (`ceil(x * scale) / scale`), as UIKit rounds labels'
    /// intrinsic content size.
    public func size(scale: Double) -> Size { size.roundedUp(toScale: scale) }

    /// How many of the lines fit entirely in `height` points (at least 1 when there is text): for a label whose
    /// bounds are shorter than its text, lay out again with `numberOfLines` = this to truncate the last visible line.
    public func lineCount(fittingHeight height: Double) -> Int {
        guard lineCount > 0 else { return 0 }
        let fitting = lineRects.prefix(lineCount).filter { $0.maxY <= height + 1e-6 }.count
        return max(1, fitting)
    }

    /// The measurement, with the size rounded for `scale`.
    public func measurement(scale: Double) -> TextMeasurement {
        TextMeasurement(size: size(scale: scale), exactSize: size, lineCount: lineCount, firstBaseline: firstBaseline,
                        lastBaseline: lastBaseline, isTruncated: isTruncated)
    }

    /// The inked rectangle of the drawn text (glyph outlines, not line boxes), relative to the layout origin.
    public var inkRect: Rect {
        PangoEngine.shared.withLock {
            var ink = PangoRectangle()
            pango_layout_get_extents(pangoLayout, &ink, nil)
            let s = Double(PANGO_SCALE)
            return Rect(x: Double(ink.x) / s, y: Double(ink.y) / s, width: Double(ink.width) / s, height: Double(ink.height) / s)
        }
    }
}

/// The result of measuring text (a value; the layout itself is `TextLayout`).
public struct TextMeasurement: Sendable, Hashable {
    /// The size rounded up to the pixel grid of the scale asked for.
    public var size: Size
    /// The exact size before rounding.
    public var exactSize: Size
    public var lineCount: Int
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var isTruncated: Bool
}

// MARK: - Building layouts

/// A slice of the text's UTF-8 bytes with the index of the run whose attributes it has.
struct TextPiece {
    var bytes: [UInt8]
    var run: Int
}

enum LayoutBuilder {
    static let newline: UInt8 = 0x0A
    static let lineSeparator: [UInt8] = [0xE2, 0x80, 0xA8]  // U+2028: a forced break inside one Pango paragraph
    static let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]       // U+2026 "…"

    /// The runs' UTF-8 bytes, with every paragraph separator (CR LF, CR, U+2029) normalised to LF, and without the
    /// spaces and tabs that end a paragraph: they are invisible, and TextKit lets them hang past the edge, but Pango
    /// would wrap the line to fit them.
    static func pieces(of text: AttributedText) -> [TextPiece] {
        let pieces = normalizedPieces(of: text)
        var bytes: [UInt8] = []
        for p in pieces { bytes.append(contentsOf: p.bytes) }
        guard let last = bytes.last else { return pieces }
        var dropped = [Bool](repeating: false, count: bytes.count)
        var any = false
        func dropSpaces(before end: Int) {
            var j = end
            while j > 0 && (bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09) { j -= 1; dropped[j] = true; any = true }
        }
        for (i, b) in bytes.enumerated() where b == newline { dropSpaces(before: i) }
        if last == 0x20 || last == 0x09 { dropSpaces(before: bytes.count) }
        guard any else { return pieces }
        var offset = 0
        return pieces.map { piece in
            var out: [UInt8] = []
            out.reserveCapacity(piece.bytes.count)
            for (k, b) in piece.bytes.enumerated() where !dropped[offset + k] { out.append(b) }
            offset += piece.bytes.count
            return TextPiece(bytes: out, run: piece.run)
        }
    }

    private static func normalizedPieces(of text: AttributedText) -> [TextPiece] {
        text.runs.enumerated().map { index, run in
            var bytes = Array(run.text.utf8)
            if bytes.contains(0x0D) || bytes.contains(0xE2) {
                var out: [UInt8] = []
                out.reserveCapacity(bytes.count)
                var i = 0
                while i < bytes.count {
                    let b = bytes[i]
                    if b == 0x0D {
                        out.append(newline)
                        if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                    } else if b == 0xE2 && i + 2 < bytes.count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9 {
                        out.append(newline)
                        i += 2
                    } else {
                        out.append(b)
                    }
                    i += 1
                }
                bytes = out
            }
            return TextPiece(bytes: bytes, run: index)
        }
    }

    /// The bytes in `range` of the concatenated pieces.
    static func slice(_ pieces: [TextPiece], _ range: Range<Int>) -> [TextPiece] {
        var result: [TextPiece] = []
        var offset = 0
        for piece in pieces {
            let start = offset, end = offset + piece.bytes.count
            offset = end
            let lo = max(start, range.lowerBound), hi = min(end, range.upperBound)
            if lo < hi { result.append(TextPiece(bytes: Array(piece.bytes[(lo - start)..<(hi - start)]), run: piece.run)) }
        }
        return result
    }

    /// The run index at byte `offset` (clamped to the text).
    static func run(at offset: Int, in pieces: [TextPiece]) -> Int {
        var o = 0
        for piece in pieces {
            o += piece.bytes.count
            if offset < o { return piece.run }
        }
        return pieces.last?.run ?? 0
    }

    static let wordJoiner: [UInt8] = [0xE2, 0x81, 0xA0]  // U+2060: no line break here

    /// The pieces with a word joiner between every two grapheme clusters (and at each piece boundary).
    static func joiningGraphemes(_ pieces: [TextPiece]) -> [TextPiece] {
        pieces.enumerated().map { index, piece in
            var out: [UInt8] = index > 0 ? wordJoiner : []
            for (i, character) in String(decoding: piece.bytes, as: UTF8.self).enumerated() {
                if i > 0 { out += wordJoiner }
                out += Array(character.utf8)
            }
            return TextPiece(bytes: out, run: piece.run)
        }
    }

    static func replacingNewlines(_ pieces: [TextPiece], with replacement: [UInt8]) -> [TextPiece] {
        pieces.map { piece in
            guard piece.bytes.contains(newline) else { return piece }
            var out: [UInt8] = []
            out.reserveCapacity(piece.bytes.count + 8)
            for b in piece.bytes {
                if b == newline { out.append(contentsOf: replacement) } else { out.append(b) }
            }
            return TextPiece(bytes: out, run: piece.run)
        }
    }

    /// Lays out `text` with Pango. Call with the engine's lock held.
    ///
    /// numberOfLines counts lines across paragraphs, as UIKit does. Pango's own limit (a negative height) counts
    /// lines per paragraph, so when the text needs more lines than allowed, the layout is rebuilt from the lines that
    /// stay: the lines before the last one, each ended by a U+2028 line separator (so the whole text is one Pango
    /// paragraph and Pango's limit becomes a total), then the last line's paragraph, ellipsized by Pango at that
    /// line, with "…" appended when later paragraphs were cut.
    static func build(_ text: AttributedText, maxWidth: Double?, numberOfLines: Int, engine: PangoEngine) -> TextLayout {
        let style = text.paragraphStyle
        let mode = style.lineBreakMode
        var pieces = pieces(of: text)
        let width: Int32 = maxWidth.map { Int32(min(($0 * Double(PANGO_SCALE)).rounded(.up), Double(Int32.max))) } ?? -1
        let wrap = mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        var layout = make(pieces, text: text, width: width, wrap: wrap, ellipsize: PANGO_ELLIPSIZE_NONE, height: -1, engine: engine)
        var truncated = false
        var clipsLastLine = false
        let total = pieces.reduce(0) { $0 + $1.bytes.count }
        if numberOfLines > 0 && Int(pango_layout_get_line_count(layout)) > numberOfLines {
            truncated = true
            let line = pango_layout_get_line_readonly(layout, Int32(numberOfLines - 1))!.pointee
            let start = Int(line.start_index), lineEnd = Int(line.start_index + line.length)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(total)
            for p in pieces { bytes.append(contentsOf: p.bytes) }
            var paragraphEnd = start
            while paragraphEnd < total && bytes[paragraphEnd] != newline { paragraphEnd += 1 }
            // The kept lines exactly as laid out, each ended by a forced break (U+2028), without the spaces that hung
            // past the edge (before a forced break they would not hang, and could wrap again).
            var kept: [TextPiece] = []
            for i in 0..<(numberOfLines - 1) {
                let l = pango_layout_get_line_readonly(layout, Int32(i))!.pointee
                var end = Int(l.start_index + l.length)
                while end > Int(l.start_index) && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
                kept += slice(pieces, Int(l.start_index)..<end)
                kept.append(TextPiece(bytes: lineSeparator, run: run(at: Int(l.start_index), in: pieces)))
            }
            var ellipsize = PANGO_ELLIPSIZE_NONE
            switch mode {
            case .byTruncatingTail:
                // The appended "…" takes the attributes of the character before it.
                let lastRun = run(at: max(start, paragraphEnd - 1), in: pieces)
                if paragraphEnd < total {
                    // "…" follows the last visible character, not the spaces after it.
                    var end = paragraphEnd
                    while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
                    pieces = kept + slice(pieces, start..<end) + [TextPiece(bytes: ellipsis, run: lastRun)]
                } else {
                    pieces = kept + slice(pieces, start..<paragraphEnd)
                }
                ellipsize = PANGO_ELLIPSIZE_END
            case .byTruncatingHead, .byTruncatingMiddle:
                pieces = kept + replacingNewlines(slice(pieces, start..<total), with: [0x20])
                ellipsize = mode == .byTruncatingHead ? PANGO_ELLIPSIZE_START : PANGO_ELLIPSIZE_MIDDLE
            case .byWordWrapping, .byCharWrapping:
                pieces = slice(pieces, 0..<lineEnd)
            case .byClipping:
                // The rest of the last line's paragraph on one line: word joiners between its characters leave Pango
                // no break opportunity, so the line runs past the width and drawing clips it at the edge, as UIKit.
                pieces = kept + joiningGraphemes(slice(pieces, start..<paragraphEnd))
                clipsLastLine = true
            }
            g_object_unref(UnsafeMutableRawPointer(layout))
            layout = make(pieces, text: text, width: width, wrap: clipsLastLine ? PANGO_WRAP_WORD : wrap, ellipsize: ellipsize,
                          height: ellipsize == PANGO_ELLIPSIZE_NONE ? -1 : -Int32(numberOfLines), engine: engine)
        }
        // Each piece's end offset and kern, when any run is kerned.
        var kernEnds: [(end: Int, kern: Double)] = []
        if text.runs.contains(where: { $0.kern != 0 }) {
            var offset = 0
            for piece in pieces {
                offset += piece.bytes.count
                kernEnds.append((offset, text.runs[piece.run].kern))
            }
        }
        return TextLayout(text: text, maxWidth: maxWidth, numberOfLines: numberOfLines, layout: layout,
                          isTruncated: truncated || pango_layout_is_ellipsized(layout) != 0, clipsToMaxWidth: clipsLastLine,
                          kernAt: { byte in kernEnds.first { byte < $0.end }?.kern ?? 0 })
    }

    /// Whether the text's first strong character is right-to-left (Unicode bidi rule P2, with the strong classes
    /// approximated by script ranges: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their
    /// presentation forms are right-to-left; any other letter is left-to-right).
    static func startsRightToLeft(_ text: AttributedText) -> Bool {
        for run in text.runs {
            for scalar in run.text.unicodeScalars {
                let v = scalar.value
                if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFE).contains(v)
                    || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v) {
                    if scalar.properties.isAlphabetic { return true }
                } else if scalar.properties.isAlphabetic {
                    return false
                }
            }
        }
        return false
    }

    private static func make(_ pieces: [TextPiece], text: AttributedText, width: Int32, wrap: PangoWrapMode,
                             ellipsize: PangoEllipsizeMode, height: Int32, engine: PangoEngine) -> OpaquePointer {
        let layout = pango_layout_new(engine.context)!
        let runs = text.runs
        let baseFont = runs.first?.font ?? Font.system(size: 17)
        let baseDesc = engine.makeDescription(baseFont)
        pango_layout_set_font_description(layout, baseDesc)
        pango_font_description_free(baseDesc)

        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.bytes.count })
        let attrs = pango_attr_list_new()!
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
            guard let attr else { return }
            attr.pointee.start_index = UInt32(start)
            attr.pointee.end_index = UInt32(end)
            pango_attr_list_insert(attrs, attr)
        }
        for piece in pieces where !piece.bytes.isEmpty {
            let start = bytes.count
            bytes.append(contentsOf: piece.bytes)
            let end = bytes.count
            let run = runs[piece.run]
            if run.font != baseFont {
                let desc = engine.makeDescription(run.font)
                insert(pango_attr_font_desc_new(desc), start, end)
                pango_font_description_free(desc)
            }
            func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
            if let c = run.color {
                insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)), start, end)
                if c.alpha < 1 { insert(pango_attr_foreground_alpha_new(max(1, channel(c.alpha))), start, end) }
            }
            if let c = run.backgroundColor, c.alpha > 0 {
                insert(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue)), start, end)
                if c.alpha < 1 { insert(pango_attr_background_alpha_new(max(1, channel(c.alpha))), start, end) }
            }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1), start, end) }
            if run.baselineOffset != 0 {
                insert(pango_attr_rise_new(Int32((run.baselineOffset * Double(PANGO_SCALE)).rounded())), start, end)
            }
            if run.kern != 0 {
                insert(pango_attr_letter_spacing_new(Int32((run.kern * Double(PANGO_SCALE)).rounded())), start, end)
            }
        }
        bytes.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, buf.count)) {
                pango_layout_set_text(layout, $0, Int32(buf.count))
            }
        }
        if bytes.isEmpty { pango_layout_set_text(layout, "", 0) }
        // Line height settings of the paragraph style, from the first run's font (UIKit applies them per line).
        if let fixed = text.paragraphStyle.fixedLineHeight(natural: engine.metricsLocked(for: baseFont).lineHeight) {
            insert(pango_attr_line_height_new_absolute(Int32((fixed * Double(PANGO_SCALE)).rounded())), 0, Int(UInt32.max) / 2)
        }
        // UIKit does not hyphenate (hyphenationFactor 0): a word broken between characters gets no "-".
        insert(pango_attr_insert_hyphens_new(0), 0, Int(UInt32.max) / 2)
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)

        pango_layout_set_width(layout, width)
        pango_layout_set_wrap(layout, wrap)
        pango_layout_set_ellipsize(layout, ellipsize)
        pango_layout_set_height(layout, height)
        pango_layout_set_auto_dir(layout, 1)
        // NSParagraphStyle's default tab stops: every 28 pt (Pango's default is 8 spaces).
        let tabs = pango_tab_array_new(1, 1)
        pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, 28)
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
        let style = text.paragraphStyle
        if style.lineSpacing != 0 {
            pango_layout_set_spacing(layout, Int32((style.lineSpacing * Double(PANGO_SCALE)).rounded()))
        }
        // With auto-dir, Pango mirrors LEFT/RIGHT in right-to-left paragraphs; UIKit's left and right are absolute,
        // so they are mirrored back for text whose first strong character is right-to-left.
        let rtl = (style.alignment == .left || style.alignment == .right) && LayoutBuilder.startsRightToLeft(text)
        switch style.alignment {
        case .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .left: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        }
        return layout
    }
}
