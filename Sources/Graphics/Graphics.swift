// Graphics: real typography and drawing for Trellis, from Debian's Pango/HarfBuzz/Cairo. Knows nothing of UIKit;
// the UIKit module wraps it as UIFont, UILabel, NSAttributedString measurement, UIColor, UIImage and the renderers.
//
// Fonts (pinned: Inter for SF Pro, Noto Color Emoji for Apple Color Emoji, through the project's own fontconfig
// configuration; Pango at 72 dpi, no hinting, fractional glyph positions):
//   Font(family:size:weight:italic:), Font.system(size:weight:), FontWeight (UIFont.Weight's numbers),
//   Font.metrics → FontMetrics (ascender, descender < 0, leading, lineHeight, capHeight, xHeight),
//   DynamicType.pointSize/weight/font(style, category), TextStyle, ContentSizeCategory.
//
// Text (measured once, drawn as measured):
//   AttributedText(runs: [TextRun], paragraphStyle:), TextRun (font, color, kern, underline, …),
//   ParagraphStyle (alignment, lineBreakMode, lineSpacing), TextAlignment, LineBreakMode,
//   TextSystem.shared.layout(text, maxWidth:, numberOfLines:) → TextLayout (size, size(scale:), lineCount,
//   firstBaseline, lastBaseline, lineRects, isTruncated, displayedString), measure(…) → TextMeasurement,
//   layoutShrinkingToFit(…) for adjustsFontSizeToFitWidth. Layouts are cached in a bounded LRU.
//
// Drawing:
//   Canvas(size:scale:background:) (image) and Canvas(pdfPageSize:) (PDF): save/restore, translate/scale/rotate/
//   concatenate, clip (rect, rounded rect with Corners, path), fill/stroke (Path, StrokeStyle), strokeBorder (inside
//   the bounds, as CALayer), beginTransparencyLayer/endTransparencyLayer(alpha:), drawLinearGradient (as
//   CAGradientLayer), drawShadow (as CALayer shadow*), draw(Bitmap, in:tint:), draw(TextLayout, at:color:),
//   draw(Symbol, in:color:weight:); pngBytes, jpegBytes, pdfBytes ([UInt8]), makeBitmap, pixel(x:y:), pixels().
//   Canvas(recordingBounds:) records those calls instead of drawing; finishRecording() → DisplayList, which
//   replay(_:) plays onto any canvas exactly as direct drawing would (UIKit's backing stores).
//   Bitmap(data:) decodes PNG (Cairo) and JPEG (libjpeg-turbo); difference(from:tolerance:) for reference tests.
//   Symbol(named:) gives vector stand-ins for SF Symbols.
//
// Built with library evolution (Package.swift) so that its `internal import CPangoCairo` stays hidden from clients:
// a module importing Trellis's UIKit (which imports Graphics) then loads without CPangoCairo's module map. So every
// import here is internal and the API speaks Swift types only ([UInt8], not Data).
//
// Concurrency: values are Sendable; TextLayout and Bitmap are immutable and Sendable; Canvas belongs to one thread
// at a time. Every Pango and fontconfig call goes through one lock (PangoEngine).
