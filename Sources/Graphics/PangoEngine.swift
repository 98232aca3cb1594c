// The one Pango font map and context of the process, on a pinned fontconfig configuration, behind a lock.
//
// Pango and fontconfig are not thread-safe. Every call into them goes through `PangoEngine.shared.withLock`, so the
// module is sound under Swift 6's strict concurrency even though the C objects are shared. Cairo contexts and
// surfaces are per-canvas and need no lock, except while they draw Pango layouts.

internal import CPangoCairo
internal import Foundation

/// Where the pinned fonts live. Debian's `fonts-inter` and `fonts-noto-color-emoji` by default; the environment
/// variables `TRELLIS_INTER_DIR` and `TRELLIS_EMOJI_FONT` override them on other systems.
public enum FontEnvironment {
    public static var interDirectory: String {
        ProcessInfo.processInfo.environment["TRELLIS_INTER_DIR"] ?? "/usr/share/fonts/opentype/inter"
    }
    public static var emojiFontFile: String {
        ProcessInfo.processInfo.environment["TRELLIS_EMOJI_FONT"] ?? "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    }

    /// DejaVu Sans (Debian's fonts-dejavu-core, which fontconfig itself depends on) is the last fallback, only for
    /// scripts Inter lacks (Hebrew, Arabic, Armenian, …), so right-to-left text draws real glyphs, not boxes.
    /// Asking for it by name still gives Inter. `TRELLIS_FALLBACK_FONT_DIR` overrides the directory.
    public static var fallbackDirectory: String {
        ProcessInfo.processInfo.environment["TRELLIS_FALLBACK_FONT_DIR"] ?? "/usr/share/fonts/truetype/dejavu"
    }

    /// The font files the pinned configuration loads: Inter's static text faces (not Inter Display), Noto Color
    /// Emoji, and DejaVu Sans regular and bold as the script fallback. Empty when the Debian packages are missing
    /// (run `Scripts/install-deps.sh`).
    public static var fontFiles: [String] {
        var files: [String] = []
        let dir = interDirectory
        if let names = try? FileManager.default.contentsOfDirectory(atPath: dir) {
            for name in names.sorted() where name.hasPrefix("Inter-") && (name.hasSuffix(".otf") || name.hasSuffix(".ttf")) {
                files.append(dir + "/" + name)
            }
        }
        if FileManager.default.fileExists(atPath: emojiFontFile) { files.append(emojiFontFile) }
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            let path = fallbackDirectory + "/" + name
            if FileManager.default.fileExists(atPath: path) { files.append(path) }
        }
        return files
    }

    /// The project's own fontconfig rules. Only the files above are added to the configuration (no system font
    /// directories, no user configuration), so every machine resolves every family to the same faces.
    static let configuration = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <!-- `emoji` is Noto Color Emoji, the stand-in for Apple Color Emoji. -->
      <alias binding="same">
        <family>emoji</family>
        <prefer><family>Noto Color Emoji</family></prefer>
      </alias>
      <alias binding="same">
        <family>Apple Color Emoji</family>
        <prefer><family>Noto Color Emoji</family></prefer>
      </alias>
      <!-- Apple's system families and the generic ones all mean Inter, the stand-in for SF Pro. -->
      <alias binding="same"><family>System</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>.AppleSystemUIFont</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>SF Pro</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>SF Pro Text</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>SF Pro Display</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>system-ui</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>serif</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="same"><family>monospace</family><prefer><family>Inter</family></prefer></alias>
      <!-- The script fallback is not a family of its own: asking for it by name gives Inter. -->
      <match target="pattern">
        <test qual="any" name="family"><string>DejaVu Sans</string></test>
        <edit name="family" mode="assign" binding="same"><string>Inter</string></edit>
      </match>
      <!-- Whatever is asked for, Inter comes first, Noto Color Emoji covers emoji, DejaVu Sans the scripts Inter
           lacks (Hebrew, Arabic, …). -->
      <match target="pattern">
        <edit name="family" mode="append_last"><string>Inter</string></edit>
        <edit name="family" mode="append_last"><string>Noto Color Emoji</string></edit>
        <edit name="family" mode="append_last"><string>DejaVu Sans</string></edit>
      </match>
      <!-- Outlines as designed: no hinting, grey antialiasing, colour bitmaps allowed. -->
      <match target="pattern">
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
      </match>
      <!-- Noto Color Emoji holds only 109 ppem colour bitmaps (outline false; fontconfig calls colour bitmap fonts
           scalable): scale them to the requested size, or an emoji in 17 pt text comes out 128 px tall. The factor
           is the requested pixel size over the strike's. -->
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
      </match>
    </fontconfig>
    """
}

/// Owner of the process's Pango font map and context (72 dpi, no hinting, fractional glyph positions).
final class PangoEngine: @unchecked Sendable {
    static let shared = PangoEngine()

    private let lock = NSLock()
    private let pendingLock = NSLock()
    private var pendingLayouts: [OpaquePointer] = []  // guarded by pendingLock

    // Guarded by `lock`.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var metricsCache: [Font: FontMetrics] = [:]

    private init() {
        let files = FontEnvironment.fontFiles
        guard files.contains(where: { $0.hasSuffix("Inter-Regular.otf") || $0.hasSuffix("Inter-Regular.ttf") }) else {
            fatalError("""
                Trellis Graphics: Inter was not found in \(FontEnvironment.interDirectory). \
                Install the pinned fonts with Scripts/install-deps.sh (Debian: fonts-inter fonts-noto-color-emoji).
                """)
        }
        guard let config = FcConfigCreate() else { fatalError("Trellis Graphics: FcConfigCreate failed") }
        let parsed = FontEnvironment.configuration.withCString { xml in
            FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer(xml).assumingMemoryBound(to: FcChar8.self), FcTrue)
        }
        precondition(parsed == FcTrue, "Trellis Graphics: the pinned fontconfig configuration did not parse")
        for file in files {
            _ = file.withCString { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        }

        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            fatalError("Trellis Graphics: Pango has no FreeType/fontconfig font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)  // the font map holds its own reference
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        fontMap = map

        guard let ctx = pango_font_map_create_context(map) else { fatalError("Trellis Graphics: no Pango context") }
        pango_cairo_context_set_resolution(ctx, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        pango_context_set_language(ctx, pango_language_from_string("en-us"))
        pango_context_set_base_dir(ctx, PANGO_DIRECTION_WEAK_LTR)
        context = ctx
    }

    /// Runs `body` with exclusive access to Pango and fontconfig.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        drainPendingLayouts()
        return try body()
    }

    /// Releases a Pango layout: at once if Pango is free, otherwise the next time the lock is taken (a layout may be
    /// released while its owner holds the lock, e.g. on a cache eviction inside a locked section).
    func release(layout: OpaquePointer) {
        if lock.try() {
            g_object_unref(UnsafeMutableRawPointer(layout))
            lock.unlock()
        } else {
            pendingLock.lock()
            pendingLayouts.append(layout)
            pendingLock.unlock()
        }
    }

    private func drainPendingLayouts() {
        pendingLock.lock()
        let layouts = pendingLayouts
        pendingLayouts.removeAll()
        pendingLock.unlock()
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    // MARK: Fonts

    /// A new Pango font description for `font` (caller frees). Call with the lock held.
    func makeDescription(_ font: Font) -> OpaquePointer {
        let desc = pango_font_description_new()!
        let family = font.family == "System" ? Font.systemFamily : font.family
        pango_font_description_set_family(desc, family)
        // Pango rejects sizes ≤ 0 (and NaN); a degenerate font is drawn at 1/1024 pt instead.
        let size = font.size.isFinite && font.size > 0 ? min(font.size, 10_000) : 1 / Double(PANGO_SCALE)
        pango_font_description_set_absolute_size(desc, max(1, (size * Double(PANGO_SCALE)).rounded()))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weight.openTypeWeight)))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }

    func metrics(for font: Font) -> FontMetrics {
        withLock { metricsLocked(for: font) }
    }

    /// `metrics(for:)` with the lock already held.
    func metricsLocked(for font: Font) -> FontMetrics {
        if let cached = metricsCache[font] { return cached }
        let m = computeMetrics(font)
        if metricsCache.count > 1024 { metricsCache.removeAll() }
        metricsCache[font] = m
        return m
    }

    private func computeMetrics(_ font: Font) -> FontMetrics {
        let desc = makeDescription(font)
        defer { pango_font_description_free(desc) }
        let scale = Double(PANGO_SCALE)
        guard let pangoFont = pango_context_load_font(context, desc) else {
            return FontMetrics(pointSize: font.size, ascender: font.size, descender: 0, leading: 0,
                               capHeight: 0, xHeight: 0, resolvedFamily: "")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pangoFont)) }
        let m = pango_font_get_metrics(pangoFont, nil)
        defer { pango_font_metrics_unref(m) }
        let ascent = Double(pango_font_metrics_get_ascent(m)) / scale
        let descent = Double(pango_font_metrics_get_descent(m)) / scale
        let height = Double(pango_font_metrics_get_height(m)) / scale

        // Cap and x height are not Pango metrics: read them from the OS/2 table through HarfBuzz, in font units.
        var capHeight = 0.0, xHeight = 0.0
        if let hbFont = pango_font_get_hb_font(pangoFont), let face = hb_font_get_face(hbFont) {
            let upem = Double(hb_face_get_upem(face))
            if let unscaled = hb_font_create(face) {  // scale defaults to units per em
                var pos: hb_position_t = 0
                hb_ot_metrics_get_position_with_fallback(unscaled, HB_OT_METRICS_TAG_CAP_HEIGHT, &pos)
                capHeight = Double(pos) / upem * font.size
                hb_ot_metrics_get_position_with_fallback(unscaled, HB_OT_METRICS_TAG_X_HEIGHT, &pos)
                xHeight = Double(pos) / upem * font.size
                hb_font_destroy(unscaled)
            }
        }
        var family = ""
        if let d = pango_font_describe(pangoFont) {
            if let f = pango_font_description_get_family(d) { family = String(cString: f) }
            pango_font_description_free(d)
        }
        if family == "Noto Color Emoji" {
            // Pango's font metrics for the scaled bitmap font come out scaled twice; a laid-out line is right.
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_text(layout, "\u{1F600}", -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let baseline = Double(pango_layout_get_baseline(layout)) / scale
            g_object_unref(UnsafeMutableRawPointer(layout))
            return FontMetrics(pointSize: font.size, ascender: baseline, descender: -(Double(logical.height) / scale - baseline),
                               leading: 0, capHeight: capHeight, xHeight: xHeight, resolvedFamily: family)
        }
        return FontMetrics(pointSize: font.size, ascender: ascent, descender: -descent,
                           leading: max(0, height - ascent - descent), capHeight: capHeight, xHeight: xHeight,
                           resolvedFamily: family)
    }
}
