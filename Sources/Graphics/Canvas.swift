// Drawing: a Cairo image or PDF surface with the operations UIKit's renderers and CALayer need, or a recording of
// those operations (a view's backing store) to play back onto either.

internal import CPangoCairo
internal import Foundation

/// A drawing surface in points. An image canvas has `ceil(size × scale)` pixels and a user space scaled by `scale`
/// (only the Cairo drawing is scaled; text is laid out at 1 pt = 1 unit whatever the scale). A PDF canvas writes
/// vector pages. A recording canvas draws nothing: it keeps its calls as a `DisplayList` (`finishRecording()`) that
/// `replay(_:)` plays onto another canvas later, as if drawn there. Coordinates are y-down with the origin at the top
/// left, as UIKit's.
///
/// A canvas belongs to one thread at a time (it is not Sendable); drawing text takes the shared Pango lock.
public final class Canvas {
    public enum Kind: Sendable { case image, pdf, recording }

    public let kind: Kind
    /// The size in points (for PDF, of the first page).
    public let size: Size
    /// Pixels per point (1 for PDF).
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int

    let surface: OpaquePointer
    let cr: OpaquePointer
    private var pdfSink: PDFSink?
    private var finished = false
    /// Set while a recording canvas records. Its Cairo context (on an unbounded recording surface) only follows the
    /// state calls — transforms, clips, saves — so that `clipBounds` answers as during direct drawing; drawing calls
    /// are kept, not executed.
    var recorder: CanvasRecorder?

    /// zlib level for PNG. Cairo's own writer uses libpng's defaults (adaptive filters, level 6: ~120 ms for a
    /// 1170×2532 screen); level 1 with the Sub filter takes ~35 ms here for output within ~15% of level 6's size.
    public static let defaultPNGCompressionLevel = 1

    /// An image canvas of `size` points at `scale` pixels per point, transparent (or `background`).
    public init(size: Size, scale: Double = 1, background: Color? = nil) {
        kind = .image
        self.size = size
        self.scale = scale > 0 ? scale : 1
        pixelWidth = max(1, Int((size.width * self.scale - 1e-6).rounded(.up)))
        pixelHeight = max(1, Int((size.height * self.scale - 1e-6).rounded(.up)))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        cr = cairo_create(surface)
        cairo_scale(cr, self.scale, self.scale)
        if let background { clear(background) }
    }

    /// A PDF canvas: one page of `pageSize` points to start with; `beginPage` adds more; `pdfBytes()` finishes.
    public init(pdfPageSize pageSize: Size) {
        kind = .pdf
        size = pageSize
        scale = 1
        pixelWidth = Int(pageSize.width.rounded(.up))
        pixelHeight = Int(pageSize.height.rounded(.up))
        let sink = PDFSink()
        pdfSink = sink
        surface = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            let sink = Unmanaged<PDFSink>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length))) }
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque(), pageSize.width, pageSize.height)
        cr = cairo_create(surface)
    }

    /// A recording canvas for drawing in `bounds` (in its own user space, e.g. a view's bounds): everything drawn
    /// into it is kept for `replay(_:)`. With `clip`, the bounds are the clip while recording (what the drawing code
    /// sees as `clipBounds`; playback clips on its destination itself).
    public init(recordingBounds bounds: Rect, clip: Bool = true) {
        kind = .recording
        size = bounds.size
        scale = 1
        // Nothing is rasterised; the nominal pixel size only has to be a valid Int whatever the bounds.
        func pixels(_ length: Double) -> Int { length.isFinite ? Int(min(max(length, 1), 1e9).rounded(.up)) : 1 }
        pixelWidth = pixels(bounds.width)
        pixelHeight = pixels(bounds.height)
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        cr = cairo_create(surface)
        if clip, bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite {
            cairo_rectangle(cr, bounds.minX, bounds.minY, max(0, bounds.width), max(0, bounds.height))
            cairo_clip(cr)
        }
        recorder = CanvasRecorder()
    }

    /// Ends a recording: what was drawn since `init(recordingBounds:)`, balanced. Drawing afterwards is discarded.
    /// On a canvas that is not recording: an empty list.
    public func finishRecording() -> DisplayList {
        guard let recorder else { return .empty() }
        var (operations, unwound) = recorder.endLevel()
        // Drawing code that finished a recording from inside a shadow's shape: the outer level is the one kept.
        while !recorder.isAtOutermostLevel { (operations, unwound) = recorder.endLevel() }
        for _ in unwound { cairo_restore(cr) }
        self.recorder = nil
        cairo_reset_clip(cr)
        // The recording surface itself is never drawn; the context keeps recording nothing from now on.
        cairo_new_path(cr)
        return DisplayList(operations: operations, drawsContent: recorder.drawsContent,
                           replacesPixels: recorder.replacesPixels)
    }

    /// Plays a recording onto this canvas, in its current user space (transform and clip): the same calls, in the same
    /// order, as the recorded drawing made, so the result is what drawing here directly would have given.
    public func replay(_ list: DisplayList) {
        if list.replacesPixels { beginTransparencyLayer() }
        for operation in list.operations { operation(self) }
        if list.replacesPixels { endTransparencyLayer(alpha: 1) }
    }

    /// While recording: keeps a drawing call (it is played back later instead of drawn now) and answers true.
    func recorded(_ operation: @escaping (Canvas) -> Void) -> Bool {
        guard let recorder else { return false }
        recorder.append(draws: true, operation)
        return true
    }

    /// While recording: keeps a state call (it is also applied to the recording context, which tracks the state).
    private func recordState(_ operation: @escaping (Canvas) -> Void) {
        recorder?.append(draws: false, operation)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Graphics state

    public func saveGState() {
        if let recorder {
            recorder.open(.save)
            recordState { $0.saveGState() }
        }
        cairo_save(cr)
    }

    public func restoreGState() {
        if let recorder {
            guard recorder.close(.save) else { return }
            recordState { $0.restoreGState() }
        }
        cairo_restore(cr)
    }

    public func translate(x: Double, y: Double) {
        recordState { $0.translate(x: x, y: y) }
        cairo_translate(cr, x, y)
    }

    public func scale(x: Double, y: Double) {
        recordState { $0.scale(x: x, y: y) }
        cairo_scale(cr, x, y)
    }

    public func rotate(radians: Double) {
        recordState { $0.rotate(radians: radians) }
        cairo_rotate(cr, radians)
    }

    /// Multiplies the current transform by the affine transform (a b c d tx ty), as `CGContext.concatenate`.
    public func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        recordState { $0.concatenate(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
        var m = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(cr, &m)
    }

    /// The area drawing can still reach, in user space: the clip's bounding box (the whole surface without a clip).
    /// Painters skip what lies outside it.
    public var clipBounds: Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: Rect) {
        recordState { $0.clip(to: rect) }
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
    }

    /// Intersects the clip with a rounded rectangle (`masksToBounds` with `cornerRadius` and `maskedCorners`).
    public func clip(toRoundedRect rect: Rect, radius: Double, corners: Corners = .all) {
        clip(to: Path.roundedRect(rect, radius: radius, corners: corners))
    }

    public func clip(to path: Path, evenOdd: Bool = false) {
        recordState { $0.clip(to: path, evenOdd: evenOdd) }
        addPath(path)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Draws everything until `endTransparencyLayer` into an offscreen group, composited with one alpha (view
    /// `alpha`, layer `opacity`: overlapping children do not show through each other).
    public func beginTransparencyLayer() {
        if let recorder {
            // Recorded; the tracking context only needs the state scope the group opens.
            recorder.open(.group)
            recorder.append(draws: false) { $0.beginTransparencyLayer() }
            cairo_save(cr)
            return
        }
        cairo_push_group(cr)
    }

    public func endTransparencyLayer(alpha: Double) {
        if let recorder {
            guard recorder.close(.group) else { return }
            recorder.append(draws: true) { $0.endTransparencyLayer(alpha: alpha) }
            cairo_restore(cr)
            return
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
    }

    // MARK: Filling and stroking

    /// Replaces every pixel (inside the clip) with `color`.
    public func clear(_ color: Color = .clear) {
        if let recorder {
            if color.alpha < 1 { recorder.noteReplacesPixels() }
            recorder.append(draws: true) { $0.clear(color) }
            return
        }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    public func fill(_ rect: Rect, color: Color) {
        if recorded({ $0.fill(rect, color: color) }) { return }
        setSource(color)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
    }

    /// Fills a rounded rectangle (`backgroundColor` with `cornerRadius` and `maskedCorners`).
    public func fill(roundedRect rect: Rect, radius: Double, corners: Corners = .all, color: Color) {
        fill(Path.roundedRect(rect, radius: radius, corners: corners), color: color)
    }

    public func fill(_ path: Path, color: Color, evenOdd: Bool = false) {
        if recorded({ $0.fill(path, color: color, evenOdd: evenOdd) }) { return }
        setSource(color)
        addPath(path)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    public func stroke(_ path: Path, color: Color, style: StrokeStyle = StrokeStyle()) {
        if recorded({ $0.stroke(path, color: color, style: style) }) { return }
        setSource(color)
        addPath(path)
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, style.lineCap == .butt ? CAIRO_LINE_CAP_BUTT : style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE)
        cairo_set_line_join(cr, style.lineJoin == .miter ? CAIRO_LINE_JOIN_MITER : style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
        cairo_set_miter_limit(cr, style.miterLimit)
        if style.dashes.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            style.dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// A CALayer border: `width` wide, inside `rect`, following the corner radius (the inner edge's radius is
    /// `radius − width`, as Core Animation draws it).
    public func strokeBorder(_ rect: Rect, width: Double, radius: Double = 0, corners: Corners = .all, color: Color) {
        guard width > 0, rect.width > 0, rect.height > 0 else { return }
        var path = Path.roundedRect(rect, radius: radius, corners: corners)
        let inner = rect.insetBy(width)
        if inner.width > 0 && inner.height > 0 {
            let outerRadius = max(0, min(radius, rect.width / 2, rect.height / 2))
            path.elements += Path.roundedRect(inner, radius: max(0, outerRadius - width), corners: corners).elements
        }
        fill(path, color: color, evenOdd: true)
    }

    /// A linear gradient filling `rect`, as `CAGradientLayer`: colours at `locations` (nil: evenly spaced) along
    /// the line from `start` to `end`, both in the unit space of `rect` ((0.5, 0) → (0.5, 1) is top to bottom).
    public func drawLinearGradient(in rect: Rect, colors: [Color], locations: [Double]? = nil,
                                   start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        guard !colors.isEmpty else { return }
        if recorded({ $0.drawLinearGradient(in: rect, colors: colors, locations: locations, start: start, end: end) }) { return }
        let x0 = rect.minX + start.x * rect.width, y0 = rect.minY + start.y * rect.height
        let x1 = rect.minX + end.x * rect.width, y1 = rect.minY + end.y * rect.height
        let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
        defer { cairo_pattern_destroy(pattern) }
        addColorStops(colors, at: locations, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
    }

    /// A radial gradient filling `rect`, as `CAGradientLayer` of type `.radial`: `start` is the centre and `end` a
    /// corner of the ellipse's bounding box, both in the unit space of `rect` (the default (0.5, 0.5) → (1, 1) fills the
    /// rect's inscribed ellipse); colours run from the centre (location 0) to the ellipse (1) and pad beyond.
    public func drawRadialGradient(in rect: Rect, colors: [Color], locations: [Double]? = nil,
                                   start: Point = Point(x: 0.5, y: 0.5), end: Point = Point(x: 1, y: 1)) {
        guard !colors.isEmpty, rect.width > 0, rect.height > 0 else { return }
        if recorded({ $0.drawRadialGradient(in: rect, colors: colors, locations: locations, start: start, end: end) }) { return }
        let cx = rect.minX + start.x * rect.width, cy = rect.minY + start.y * rect.height
        let rx = abs(end.x - start.x) * rect.width, ry = abs(end.y - start.y) * rect.height
        guard rx > 0, ry > 0 else { return }
        let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
        defer { cairo_pattern_destroy(pattern) }
        addColorStops(colors, at: locations, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The pattern is a unit circle; its matrix maps user space to it, making it the ellipse (rx, ry) at (cx, cy).
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, 1 / rx, 1 / ry)
        cairo_matrix_translate(&m, -cx, -cy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
    }

    // MARK: Masks

    /// Draws what `drawContent` paints through the alpha of what `drawMask` paints (its colours are ignored): where the
    /// mask is opaque the content shows, where it is transparent nothing does (a CALayer's `mask`).
    public func drawMasked(_ drawContent: () -> Void, mask drawMask: () -> Void) {
        if let recorder {
            // Both are recorded as lists of their own, played inside the masked call on playback.
            recorder.beginNested()
            drawContent()
            let (content, contentUnwound) = recorder.endLevel()
            for _ in contentUnwound { cairo_restore(cr) }
            recorder.beginNested()
            drawMask()
            let (mask, maskUnwound) = recorder.endLevel()
            for _ in maskUnwound { cairo_restore(cr) }
            recorder.append(draws: true) { canvas in
                canvas.drawMasked({ for operation in content { operation(canvas) } },
                                  mask: { for operation in mask { operation(canvas) } })
            }
            return
        }
        cairo_save(cr)
        cairo_push_group(cr)
        drawContent()
        let content = cairo_pop_group(cr)!
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        drawMask()
        let mask = cairo_pop_group(cr)!
        cairo_set_source(cr, content)
        cairo_mask(cr, mask)
        cairo_restore(cr)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(mask)
    }

    // MARK: Shadows

    /// A CALayer shadow: draws the shape `drawShape` paints (its alpha only; colours are ignored), blurred by a
    /// Gaussian of standard deviation `blurRadius` points (`shadowRadius`), moved by `offset` (`shadowOffset`) and
    /// filled with `color` (`shadowColor` with `shadowOpacity` as its alpha). `bounds` is the shape's extent in
    /// user space (the layer's bounds, or its shadowPath's), so the blur works on a small offscreen image.
    /// Draw the layer's content after this. PDF canvases get the shadow unblurred.
    public func drawShadow(bounds: Rect, color: Color, offset: Size, blurRadius: Double, drawShape: () -> Void) {
        guard color.alpha > 0 else { return }
        if let recorder {
            // The shape is recorded as a list of its own, played inside the shadow call on playback.
            recorder.beginNested()
            drawShape()
            let (shape, unwound) = recorder.endLevel()
            for _ in unwound { cairo_restore(cr) }
            recorder.append(draws: true) { canvas in
                canvas.drawShadow(bounds: bounds, color: color, offset: offset, blurRadius: blurRadius) {
                    for operation in shape { operation(canvas) }
                }
            }
            return
        }
        let sigma = max(0, blurRadius)
        let margin = 3 * sigma + 1
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, bounds.minX - margin, bounds.minY - margin, bounds.width + 2 * margin, bounds.height + 2 * margin)
        cairo_clip(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        drawShape()
        let pattern = cairo_pop_group(cr)!
        var group: OpaquePointer?
        if sigma > 0, kind == .image, cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let group,
           cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(group) == CAIRO_FORMAT_A8 {
            var sx = 1.0, sy = 1.0
            cairo_user_to_device_distance(cr, &sx, &sy)
            Canvas.gaussianBlurA8(group, sigma: sigma * max(abs(sx), abs(sy)))
        }
        cairo_restore(cr)
        cairo_save(cr)
        cairo_translate(cr, offset.width, offset.height)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask(cr, pattern)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }

    /// Blurs an A8 image surface in place with three box blurs per axis (≈ a Gaussian of `sigma` pixels).
    ///
    /// Each box pass is a sliding-window sum in integers: rows one by one, then columns with one running sum per
    /// column while walking down the rows (so memory is read in order).
    ///
    /// Wide blurs are computed on a copy shrunk by an integer factor (keeping at least 4 pixels of sigma there, where
    /// a Gaussian is smooth at pixel scale) and stretched back bilinearly: the result differs from the full-size
    /// blur by a level or two out of 255, for a fraction of the work (a 3x screen's shadows blur 16 times faster).
    static func gaussianBlurA8(_ surface: OpaquePointer, sigma: Double) {
        guard sigma >= 0.5 else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let factor = max(1, Int(sigma / 4))
        if factor == 1 {
            blurA8(data, width: w, height: h, stride: stride, sigma: sigma)
        } else {
            let sw = (w + factor - 1) / factor, sh = (h + factor - 1) / factor
            let small = UnsafeMutablePointer<UInt8>.allocate(capacity: sw * sh)
            defer { small.deallocate() }
            // Box-average each factor × factor block (partial blocks at the edges average what they have).
            for sy in 0..<sh {
                for sx in 0..<sw {
                    var sum = 0, count = 0
                    for y in (sy * factor)..<min(h, sy * factor + factor) {
                        let row = data + y * stride
                        for x in (sx * factor)..<min(w, sx * factor + factor) {
                            sum += Int(row[x])
                            count += 1
                        }
                    }
                    small[sy * sw + sx] = UInt8(truncatingIfNeeded: (sum + count / 2) / max(1, count))
                }
            }
            blurA8(small, width: sw, height: sh, stride: sw, sigma: sigma / Double(factor))
            // Bilinear back up (weights in 1/256): pixel centre (x + 0.5) maps to (x + 0.5) / factor − 0.5 in the
            // small image.
            func taps(_ n: Int, _ limit: Int) -> (first: [Int], second: [Int], weight: [Int]) {
                var first = [Int](repeating: 0, count: n), second = first, weight = first
                for i in 0..<n {
                    let v = max(0, min(Double(limit - 1), (Double(i) + 0.5) / Double(factor) - 0.5))
                    first[i] = Int(v)
                    second[i] = min(limit - 1, first[i] + 1)
                    weight[i] = Int(((v - Double(first[i])) * 256).rounded())
                }
                return (first, second, weight)
            }
            let xs = taps(w, sw), ys = taps(h, sh)
            for y in 0..<h {
                let top = small + ys.first[y] * sw, bottom = small + ys.second[y] * sw
                let wy = ys.weight[y]
                let row = data + y * stride
                for x in 0..<w {
                    let x0 = xs.first[x], x1 = xs.second[x], wx = xs.weight[x]
                    let upper = Int(top[x0]) * (256 - wx) + Int(top[x1]) * wx
                    let lower = Int(bottom[x0]) * (256 - wx) + Int(bottom[x1]) * wx
                    row[x] = UInt8(truncatingIfNeeded: min(255, (upper * (256 - wy) + lower * wy + 32768) >> 16))
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Three box blurs per axis over an 8-bit buffer (see `gaussianBlurA8`).
    static func blurA8(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, w > 0, h > 0 else { return }
        // Box widths for three passes approximating the Gaussian (W. Jarosz, "Fast image convolutions").
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / Double(-4 * lower - 4)).rounded()
        let radii = (0..<3).map { (Double($0) < m ? lower : upper) / 2 }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: w)
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * h)
        let columnSums = UnsafeMutablePointer<Int>.allocate(capacity: w)
        defer {
            line.deallocate()
            source.deallocate()
            columnSums.deallocate()
        }
        for r in radii where r > 0 {
            // sum / (2r + 1), rounded, in 16.16 fixed point.
            let multiplier = (1 << 16) / (2 * r + 1)
            @inline(__always) func average(_ sum: Int) -> UInt8 { UInt8(truncatingIfNeeded: min(255, (sum * multiplier + 32768) >> 16)) }
            for y in 0..<h {
                let row = data + y * stride
                var sum = 0
                for i in 0...min(r, w - 1) { sum += Int(row[i]) }
                for x in 0..<w {
                    line[x] = average(sum)
                    let add = x + r + 1, remove = x - r
                    if add < w { sum += Int(row[add]) }
                    if remove >= 0 { sum -= Int(row[remove]) }
                }
                row.update(from: line, count: w)
            }
            source.update(from: data, count: stride * h)
            columnSums.initialize(repeating: 0, count: w)
            for y in 0...min(r, h - 1) {
                let row = source + y * stride
                for x in 0..<w { columnSums[x] += Int(row[x]) }
            }
            for y in 0..<h {
                let out = data + y * stride
                for x in 0..<w { out[x] = average(columnSums[x]) }
                let add = y + r + 1, remove = y - r
                if add < h {
                    let row = source + add * stride
                    for x in 0..<w { columnSums[x] += Int(row[x]) }
                }
                if remove >= 0 {
                    let row = source + remove * stride
                    for x in 0..<w { columnSums[x] -= Int(row[x]) }
                }
            }
        }
    }

    // MARK: Images and text

    /// Draws `bitmap` scaled to fill `rect` (the caller computes the rect for a content mode, and clips for aspect
    /// fill). With `tint`, the image's alpha is used as a mask for the tint colour (template rendering).
    public func draw(_ bitmap: Bitmap, in rect: Rect, alpha: Double = 1, tint: Color? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        if recorded({ $0.draw(bitmap, in: rect, alpha: alpha, tint: tint) }) { return }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(bitmap.pixelWidth), rect.height / Double(bitmap.pixelHeight))
        let pattern = cairo_pattern_create_for_surface(bitmap.surface)!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if let tint {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * alpha)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Draws a text layout with its top-left corner at `point`. Runs without a colour use `color`. Lines are
    /// aligned within the layout's `maxWidth` (lay out with the label's width to align in the label). Colour
    /// emoji are drawn in colour.
    public func draw(_ layout: TextLayout, at point: Point, color: Color = .black) {
        if recorded({ $0.draw(layout, at: point, color: color) }) { return }
        cairo_save(cr)
        if layout.clipsToMaxWidth, let width = layout.maxWidth {
            cairo_new_path(cr)
            cairo_rectangle(cr, point.x, point.y - 1e6, width, 2e6)
            cairo_clip(cr)
        }
        setSource(color)
        cairo_move_to(cr, point.x, point.y)
        PangoEngine.shared.withLock {
            pango_cairo_show_layout(cr, layout.pangoLayout)
        }
        cairo_restore(cr)
    }

    // MARK: Output

    /// Starts a new PDF page (of `size`, or the current page size).
    public func beginPDFPage(size pageSize: Size? = nil) {
        precondition(kind == .pdf, "beginPDFPage on an image canvas")
        cairo_show_page(cr)
        if let pageSize { cairo_pdf_surface_set_size(surface, pageSize.width, pageSize.height) }
    }

    /// Finishes the PDF document and returns its bytes. Drawing after this does nothing.
    public func pdfBytes() -> [UInt8] {
        precondition(kind == .pdf, "pdfBytes on an image canvas")
        if !finished {
            cairo_surface_finish(surface)
            finished = true
        }
        return pdfSink?.bytes ?? []
    }

    /// The image as PNG (RGB if fully opaque, else RGBA; zlib `compressionLevel` 0-9).
    public func pngBytes(compressionLevel: Int = Canvas.defaultPNGCompressionLevel) -> [UInt8] {
        precondition(kind == .image, "pngBytes on a PDF canvas")
        return Canvas.encodePNG(surface, level: compressionLevel)
    }

    /// The image as baseline JPEG at `quality` 0...1 (transparent pixels come out black).
    public func jpegBytes(quality: Double = 0.9) -> [UInt8] {
        precondition(kind == .image, "jpegBytes on a PDF canvas")
        cairo_surface_flush(surface)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let ok = trellis_encode_jpeg(cairo_image_surface_get_data(surface), Int32(pixelWidth), Int32(pixelHeight),
                                     cairo_image_surface_get_stride(surface), Int32(min(max(quality, 0), 1) * 100), &out, &length)
        defer { free(out) }
        guard ok != 0, let out else { return [] }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// A copy of the pixels as an immutable bitmap (what `UIGraphicsImageRenderer.image` returns).
    public func makeBitmap() -> Bitmap {
        precondition(kind == .image, "makeBitmap on a PDF canvas")
        cairo_surface_flush(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let c = cairo_create(copy)
        cairo_set_source_surface(c, surface, 0, 0)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        return Bitmap(surface: copy)!
    }

    /// The pixel at (x, y) in pixels, unpremultiplied.
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(kind == .image, "pixel on a PDF canvas")
        return Canvas.readPixel(surface, x: x, y: y)
    }

    /// All pixels, row-major (`pixelWidth × pixelHeight`), unpremultiplied.
    public func pixels() -> [Pixel] {
        precondition(kind == .image, "pixels on a PDF canvas")
        return Canvas.readPixels(surface)
    }

    // MARK: Helpers

    /// A gradient's colour stops, as `CAGradientLayer` places them: at `locations` where given (clamped to 0...1), else
    /// evenly spaced from 0 to 1 (a single colour at 0).
    private func addColorStops(_ colors: [Color], at locations: [Double]?, to pattern: OpaquePointer) {
        for (i, c) in colors.enumerated() {
            let offset: Double
            if let locations, i < locations.count { offset = locations[i] } else {
                offset = colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1)
            }
            cairo_pattern_add_color_stop_rgba(pattern, min(max(offset, 0), 1), c.red, c.green, c.blue, c.alpha)
        }
    }

    private func setSource(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

    func addPath(_ path: Path) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .quadCurve(let p, let c):
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { x0 = c.x; y0 = c.y }
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .arc(let center, let radius, let a0, let a1, let clockwise):
                // In a y-down space Cairo's positive direction is clockwise on screen.
                if clockwise { cairo_arc(cr, center.x, center.y, radius, a0, a1) } else {
                    cairo_arc_negative(cr, center.x, center.y, radius, a0, a1)
                }
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func readPixel(_ surface: OpaquePointer, x: Int, y: Int) -> Pixel {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard x >= 0, y >= 0, x < w, y < h, let data = cairo_image_surface_get_data(surface) else {
            return Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let a = opaque ? 255 : Int(word >> 24)
        let r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
        func un(_ c: Int) -> UInt8 { a == 0 ? 0 : a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a)) }
        return Pixel(red: un(r), green: un(g), blue: un(b), alpha: UInt8(a))
    }

    static func readPixels(_ surface: OpaquePointer) -> [Pixel] {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var result: [Pixel] = []
        result.reserveCapacity(w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let word = row[x]
                let a = opaque ? 255 : Int(word >> 24)
                let r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
                if a == 255 {
                    result.append(Pixel(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: 255))
                } else if a == 0 {
                    result.append(Pixel(red: 0, green: 0, blue: 0, alpha: 0))
                } else {
                    func un(_ c: Int) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                    result.append(Pixel(red: un(r), green: un(g), blue: un(b), alpha: UInt8(a)))
                }
            }
        }
        return result
    }

    static func encodePNG(_ surface: OpaquePointer, level: Int) -> [UInt8] {
        cairo_surface_flush(surface)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let rgb24 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var source = surface
        if rgb24 {
            // RGB24's unused byte is not guaranteed to be 0xFF: convert to ARGB32 first.
            let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
            source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
            let c = cairo_create(source)
            cairo_set_source_surface(c, surface, 0, 0)
            cairo_paint(c)
            cairo_destroy(c)
            cairo_surface_flush(source)
        }
        defer { if rgb24 { cairo_surface_destroy(source) } }
        let ok = trellis_encode_png(cairo_image_surface_get_data(source), cairo_image_surface_get_width(source),
                                    cairo_image_surface_get_height(source), cairo_image_surface_get_stride(source),
                                    Int32(min(max(level, 0), 9)), &out, &length)
        defer { free(out) }
        guard ok != 0, let out else { return [] }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }
}

/// Collects the bytes Cairo's PDF surface writes.
final class PDFSink {
    var bytes: [UInt8] = []
}
