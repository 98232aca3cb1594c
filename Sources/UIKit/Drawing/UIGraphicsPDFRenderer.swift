// UIGraphicsPDFRenderer: draws pages of vector output with UIKit's block API.

internal import Graphics

/// PDF renderer settings (document info is accepted and not written).
public final class UIGraphicsPDFRendererFormat: @unchecked Sendable {
    public var documentInfo: [String: Any] = [:]
    public init() {}
    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// What a PDF renderer's block gets: the context and page control.
public final class UIGraphicsPDFRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsPDFRendererFormat
    /// The page bounds pages start with.
    public let pdfContextBounds: CGRect
    private(set) var pageCount = 0

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        pdfContextBounds = bounds
    }

    /// Starts a page of the renderer's bounds. Drawing before the first `beginPage()` goes on the first page.
    public func beginPage() {
        if pageCount > 0 { cgContext.canvas.beginPDFPage() }
        pageCount += 1
    }

    /// Starts a page of `bounds.size`.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        if pageCount > 0 { cgContext.canvas.beginPDFPage(size: bounds.size.graphicsSize) }
        pageCount += 1
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func stroke(_ rect: CGRect) { UIGraphicsContextStack.with(cgContext) { UIRectFrame(rect) } }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws vector pages: `UIGraphicsPDFRenderer(bounds:).pdfData { ctx in ctx.beginPage(); view.layer.render(in: ctx.cgContext) }`.
/// Text stays text and paths stay paths (Cairo's PDF surface); shadows are drawn unblurred.
public final class UIGraphicsPDFRenderer {
    public let format: UIGraphicsPDFRendererFormat
    let bounds: CGRect

    public init(bounds: CGRect) {
        self.bounds = bounds
        format = UIGraphicsPDFRendererFormat()
    }

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public var allowsImageOutput: Bool { false }

    /// The PDF document's bytes.
    public func pdfData(actions: (UIGraphicsPDFRendererContext) throws -> Void) rethrows -> Data {
        let (page, _) = UIGraphicsImageRenderer.canvasGeometry(bounds.size, scale: 1, caller: "UIGraphicsPDFRenderer",
                                                               limitsPixels: false)
        let canvas = Canvas(pdfPageSize: Size(width: max(1, page.width), height: max(1, page.height)))
        canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
        let cgContext = CGContext(canvas: canvas)
        let context = UIGraphicsPDFRendererContext(cgContext: cgContext, format: format, bounds: bounds)
        try UIGraphicsContextStack.with(cgContext) { try actions(context) }
        return Data(canvas.pdfBytes())
    }

    /// Writes the PDF to `url`.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) throws -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }
}
