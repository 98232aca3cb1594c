import Testing
@testable import UIKit

/// A view that counts its `draw(_:)` calls, notes the appearance current while drawing, and fills a 20 pt wide red
/// strip at its left edge (fixed width, so a stretched backing store and a redraw give different pixels).
final class CountingView: UIView {
    var draws = 0
    var stylesSeen: [UIUserInterfaceStyle] = []
    override func draw(_ rect: CGRect) {
        draws += 1
        stylesSeen.append(UITraitCollection.current.userInterfaceStyle)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: bounds.height))
    }
}

/// A layer of its own that counts `draw(in:)` calls and fills its bounds blue.
final class CountingLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(bounds)
    }
}

/// A layer that provides its contents itself, as `display()` overrides do.
final class ImageContentsLayer: CALayer {
    var image: CGImage?
    var displays = 0
    override func display() {
        displays += 1
        contents = image
    }
}

/// A visible window of `size` with its traits fixed to light appearance (other suites change the app's environment).
@MainActor
func shownWindow(width: CGFloat = 200, height: CGFloat = 100) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.overrideUserInterfaceStyle = .light
    window.makeKeyAndVisible()
    return window
}

/// The end of a run loop turn (layout, then display), without draining the main queue (which would run other tests'
/// main-actor work in the middle of this one).
@MainActor
func endTurn() { UIApplication.shared.finishTurn() }

/// Expects `change` to mark `view` for display (Apple, `setNeedsDisplay()`: for "changes to a view's content or
/// appearance"), so that the next render is current: the view, put in `window` if it is in none, is displayed first.
@MainActor
func expectMarksForDisplay<V: UIView>(_ view: V, in window: UIWindow, _ name: String,
                                      sourceLocation: SourceLocation = #_sourceLocation, _ change: (V) -> Void) {
    if view.window == nil { window.addSubview(view) }
    endTurn()
    #expect(!view.layer.needsDisplay(), "\(name): displayed", sourceLocation: sourceLocation)
    change(view)
    #expect(view.layer.needsDisplay(), "\(name)", sourceLocation: sourceLocation)
}

/// The PNG bytes of a render: equal bytes, equal pixels.
@MainActor
func png(_ view: UIView, scale: CGFloat = 2) -> Data? { renderImage(view, scale: scale).pngData() }

/// A solid 10×10 image of `color`.
@MainActor
func solidImage(_ color: UIColor) -> CGImage? {
    UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
        color.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }.cgImage
}

@MainActor
@Suite("The display pass: setNeedsDisplay, backing stores, and renders that are never stale")
struct DisplayPassTests {
    @Test("setNeedsDisplay() only marks: draw(_:) runs in the next drawing cycle after layout (not in layoutIfNeeded), once, and renders reuse what it drew (Apple: setNeedsDisplay — 'The view is not actually redrawn until the next drawing cycle')")
    func drawOncePerChange() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .white
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.draws == 0 && view.layer.needsDisplay())
        endTurn()
        #expect(view.draws == 1 && !view.layer.needsDisplay())
        #expect(view.layer.contents != nil)  // the backing store
        for scale in [1, 2, 3] as [CGFloat] {
            let image = renderImage(view, scale: scale)
            #expect(rgba(image, 5, 20) == opaqueRed && rgba(image, 30, 20) == opaqueWhite)
        }
        endTurn()
        endTurn()
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        #expect(view.draws == 1 && view.layer.needsDisplay())
        endTurn()
        #expect(view.draws == 2)
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        endTurn()
        _ = renderImage(view)
        #expect(view.draws == 3)
    }

    @Test("A change of geometry alone does not redraw: the cached content is adjusted by contentMode (Apple: setNeedsDisplay, contentMode); .redraw redisplays on bounds changes (Apple: ContentMode.redraw)")
    func geometryAndContentMode() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        window.addSubview(view)
        endTurn()
        #expect(view.draws == 1 && view.contentMode == .scaleToFill && !view.layer.needsDisplayOnBoundsChange)

        view.frame.size.width = 80
        endTurn()
        #expect(view.draws == 1 && !view.layer.needsDisplay())
        let stretched = renderImage(view)
        #expect(rgba(stretched, 30, 20) == opaqueRed && rgba(stretched, 60, 20) == opaqueWhite)  // 20 pt → 40 pt

        view.contentMode = .center
        view.frame.size.width = 120  // the 40 pt drawing centred: its red strip at 40…60
        endTurn()
        let centred = renderImage(view)
        #expect(view.draws == 1 && rgba(centred, 30, 20) == opaqueWhite && rgba(centred, 50, 20) == opaqueRed)

        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
        view.frame.size.width = 60
        #expect(view.layer.needsDisplay())
        endTurn()
        let redrawn = renderImage(view)
        #expect(view.draws == 2 && rgba(redrawn, 10, 20) == opaqueRed && rgba(redrawn, 30, 20) == opaqueWhite)

        // Sizes written by Auto Layout count too.
        let constrained = CountingView()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        constrained.contentMode = .redraw
        window.addSubview(constrained)
        let width = constrained.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([width, constrained.heightAnchor.constraint(equalToConstant: 30),
                                     constrained.topAnchor.constraint(equalTo: window.topAnchor),
                                     constrained.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        endTurn()
        #expect(constrained.draws == 1)
        width.constant = 50
        window.layoutIfNeeded()
        #expect(constrained.layer.needsDisplay() && constrained.draws == 1)
        endTurn()
        #expect(constrained.draws == 2)
    }

    @Test("A render never shows stale contents: text, colour and appearance changed between renders show in the next render, with or without a display pass in between")
    func neverStale() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 180, height: 40))
        label.font = .boldSystemFont(ofSize: 24)
        label.text = "Hello"
        window.addSubview(label)
        endTurn()

        /// The same label made afresh in a window of its own (never displayed: drawn live).
        func reference(style: UIUserInterfaceStyle = .light, _ configure: (UILabel) -> Void) -> Data? {
            let other = shownWindow()
            defer { other.isHidden = true }
            other.overrideUserInterfaceStyle = style
            let fresh = UILabel(frame: label.frame)
            fresh.font = .boldSystemFont(ofSize: 24)
            configure(fresh)
            other.addSubview(fresh)
            return png(fresh)
        }

        let hello = png(label)
        #expect(hello == reference { $0.text = "Hello" })
        label.text = "World"
        #expect(png(label) == reference { $0.text = "World" } && png(label) != hello)
        endTurn()
        #expect(png(label) == reference { $0.text = "World" })

        label.textColor = .systemRed
        #expect(png(label) == reference { $0.text = "World"; $0.textColor = .systemRed })
        label.textColor = .label
        endTurn()
        let light = png(label)
        window.overrideUserInterfaceStyle = .dark
        let dark = png(label)
        #expect(dark == reference(style: .dark) { $0.text = "World" } && dark != light)
        endTurn()
        #expect(png(label) == dark)
        window.overrideUserInterfaceStyle = .light
        #expect(png(label) == light)
    }

    @Test("An appearance change draws again, with UITraitCollection.current set to the view's new traits (Apple: UITraitCollection.current is set for draw(_:); iOS redraws views when traits they draw with change)")
    func appearanceChangeRedraws() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        endTurn()
        #expect(view.stylesSeen == [.light])
        window.overrideUserInterfaceStyle = .dark
        #expect(view.layer.needsDisplay())
        endTurn()
        endTurn()
        #expect(view.stylesSeen == [.light, .dark])
    }

    @Test("A view that does not implement draw(_:) gets no backing store: contents set on its layer stay and show (Apple: draw(_:) — not needed when a view sets its content through its layer); one that draws replaces them (Apple: CALayer.setNeedsDisplay)")
    func layerContentsOfViewsThatDoNotDraw() throws {
        let window = shownWindow()
        defer { window.isHidden = true }
        let image = try #require(solidImage(.blue))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.layer.contents = image
        let drawing = CountingView(frame: CGRect(x: 30, y: 0, width: 40, height: 20))
        drawing.layer.contents = image
        window.addSubview(plain)
        window.addSubview(drawing)
        endTurn()
        #expect(plain.layer.contents as? CGImage === image)
        #expect(rgba(renderImage(plain), 10, 10) == opaqueBlue)
        #expect(drawing.draws == 1 && !(drawing.layer.contents is CGImage))
        #expect(rgba(renderImage(drawing), 30, 10) == transparent)  // the image is gone; the red strip is at 0…20
    }

    @Test("CALayer's display API: needsDisplayOnBoundsChange (false by default) marks on resize; displayIfNeeded displays only a marked layer; the display pass displays marked sublayers; display() overrides set contents (Apple: CALayer)")
    func layerDisplayAPI() throws {
        let layer = CountingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplayOnBoundsChange)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.draws == 1 && !layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        #expect(layer.needsDisplay())

        let window = shownWindow()
        defer { window.isHidden = true }
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        host.layer.addSublayer(layer)
        let provider = ImageContentsLayer()
        provider.frame = CGRect(x: 30, y: 0, width: 10, height: 10)
        let red = try #require(solidImage(.red))
        provider.image = red
        host.layer.addSublayer(provider)
        window.addSubview(host)
        endTurn()
        #expect(layer.draws == 2 && provider.displays == 0)  // a layer of its own draws only on demand
        provider.setNeedsDisplay()
        endTurn()
        #expect(provider.displays == 1 && provider.contents as? CGImage === red)
        let image = renderImage(host)
        #expect(rgba(image, 5, 5) == opaqueBlue && rgba(image, 35, 5) == opaqueRed)
        #expect(layer.draws == 2)  // rendered from its backing store
    }

    @Test("Cached contents are the drawing itself: a displayed tree renders pixel-identical to drawing live at 1x, 2x and 3x, keeps text as text in PDF, and draw(_:) is not called by renders")
    func cachedEqualsLive() throws {
        let window = shownWindow(width: 320, height: 200)
        defer { window.isHidden = true }
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .systemBackground
        window.addSubview(root)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 50))
        label.numberOfLines = 2
        label.text = "Cached contents play back the drawing calls"
        label.shadowColor = .systemGray
        root.addSubview(label)
        let symbol = UIImageView(image: UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        symbol.frame = CGRect(x: 220, y: 10, width: 30, height: 30)
        root.addSubview(symbol)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 70, width: 51, height: 31))
        toggle.isOn = true
        root.addSubview(toggle)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame = CGRect(x: 80, y: 70, width: 37, height: 37)
        spinner.startAnimating()
        root.addSubview(spinner)
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Follow"
        button.frame = CGRect(x: 130, y: 70, width: 90, height: 34)
        root.addSubview(button)
        let field = UITextField(frame: CGRect(x: 10, y: 120, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "typed"
        root.addSubview(field)
        let counting = CountingView(frame: CGRect(x: 230, y: 120, width: 40, height: 40))
        counting.layer.shadowOpacity = 0.5
        root.addSubview(counting)
        window.layoutIfNeeded()

        let live = ([1, 2, 3] as [CGFloat]).map { png(root, scale: $0) }
        // Never displayed: drawn by each render, twice (for its shadow's shape, then itself).
        #expect(counting.draws == 6)
        endTurn()
        #expect(counting.draws == 7)
        let cached = ([1, 2, 3] as [CGFloat]).map { png(root, scale: $0) }
        #expect(live == cached && !live.contains(nil))
        let pdf = UIGraphicsPDFRenderer(bounds: root.bounds).pdfData { ctx in
            ctx.beginPage()
            root.layer.render(in: ctx.cgContext)
        }
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/FontFile") && !text.contains("/Subtype /Image"))
        #expect(counting.draws == 7)
    }

    @Test("UIKit's own drawing views mark themselves for display when what they draw changes (Apple: setNeedsDisplay — for changes to a view's content or appearance), so the next render is current")
    func drawingViewsMarkThemselves() {
        let window = shownWindow(width: 400, height: 400)
        defer { window.isHidden = true }
        func check<V: UIView>(_ view: V, _ name: String, _ change: (V) -> Void,
                              sourceLocation: SourceLocation = #_sourceLocation) {
            expectMarksForDisplay(view, in: window, name, sourceLocation: sourceLocation, change)
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "a"
        #expect(label.contentMode == .redraw)
        check(label, "UILabel.text") { $0.text = "b" }
        check(label, "UILabel.attributedText") { $0.attributedText = NSAttributedString(string: "c") }
        check(label, "UILabel.font") { $0.font = .systemFont(ofSize: 30) }
        check(label, "UILabel.textColor") { $0.textColor = .red }
        check(label, "UILabel.textAlignment") { $0.textAlignment = .center }
        check(label, "UILabel.numberOfLines") { $0.numberOfLines = 0 }
        check(label, "UILabel.lineBreakMode") { $0.lineBreakMode = .byClipping }
        check(label, "UILabel.isEnabled") { $0.isEnabled = false }
        check(label, "UILabel.highlightedTextColor + isHighlighted") { $0.highlightedTextColor = .green; $0.isHighlighted = true }
        check(label, "UILabel.highlightedTextColor while highlighted") { $0.highlightedTextColor = .blue }
        check(label, "UILabel.shadowColor") { $0.shadowColor = .gray }
        check(label, "UILabel.shadowOffset") { $0.shadowOffset = CGSize(width: 2, height: 2) }
        check(label, "UILabel.adjustsFontSizeToFitWidth") { $0.adjustsFontSizeToFitWidth = true }
        check(label, "UILabel.semanticContentAttribute") { $0.semanticContentAttribute = .forceRightToLeft }
        check(label, "UILabel size") { $0.frame.size.width = 120 }

        let imageView = UIImageView(image: UIImage(systemName: "star"))
        imageView.frame = CGRect(x: 0, y: 40, width: 30, height: 30)
        check(imageView, "UIImageView.image") { $0.image = UIImage(systemName: "heart") }
        check(imageView, "UIImageView.tintColor") { $0.tintColor = .red }
        check(imageView, "UIImageView.contentMode") { $0.contentMode = .scaleAspectFill }
        check(imageView, "UIImageView.highlightedImage + isHighlighted") {
            $0.highlightedImage = UIImage(systemName: "star.fill")
            $0.isHighlighted = true
        }
        check(imageView, "UIImageView size") { $0.frame.size.width = 40 }
        let inheriting = UIImageView(image: UIImage(systemName: "star"))
        inheriting.frame = CGRect(x: 50, y: 40, width: 30, height: 30)
        check(inheriting, "UIImageView inherited tint") { _ in window.tintColor = .orange }

        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 0, y: 80, width: 100, height: 34)
        check(button, "UIButton.configuration") { $0.configuration?.baseBackgroundColor = .purple }
        check(button, "UIButton.tintColor") { $0.tintColor = .green }
        check(button, "UIButton.isEnabled") { $0.isEnabled = false }
        check(button, "UIButton.setBackgroundImage") { $0.setBackgroundImage(UIImage(systemName: "star"), for: .normal) }
        check(button, "UIButton size") { $0.frame.size.width = 110 }

        let toggle = UISwitch(frame: CGRect(x: 0, y: 120, width: 51, height: 31))
        check(toggle, "UISwitch.isOn") { $0.isOn = true }
        check(toggle, "UISwitch.onTintColor") { $0.onTintColor = .blue }
        check(toggle, "UISwitch.thumbTintColor") { $0.thumbTintColor = .yellow }
        check(toggle, "UISwitch.isEnabled") { $0.isEnabled = false }
        check(toggle, "UISwitch.semanticContentAttribute") { $0.semanticContentAttribute = .forceRightToLeft }

        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame = CGRect(x: 0, y: 160, width: 20, height: 20)
        spinner.startAnimating()
        check(spinner, "UIActivityIndicatorView.color") { $0.color = .red }
        check(spinner, "UIActivityIndicatorView.style") { $0.style = .large }

        let field = UITextField(frame: CGRect(x: 0, y: 200, width: 150, height: 34))
        check(field, "UITextField.text") { $0.text = "x" }
        check(field, "UITextField.placeholder") { $0.placeholder = "p" }
        check(field, "UITextField.textColor") { $0.textColor = .red }
        check(field, "UITextField.font") { $0.font = .systemFont(ofSize: 30) }
        check(field, "UITextField.borderStyle") { $0.borderStyle = .line }
        check(field, "UITextField.isSecureTextEntry") { $0.isSecureTextEntry = true }
        check(field, "UITextField editing") { $0.beginEditing() }
        check(field, "UITextField.tintColor") { $0.tintColor = .red }
        check(field, "UITextField size") { $0.frame.size.width = 160 }
    }

    @Test("What one view's drawing does to the graphics state stays in its backing store: unbalanced saves, restores, clips and transparency layers in draw(_:) do not reach the views drawn after it")
    func unbalancedDrawingIsContained() {
        final class Unbalanced: UIView {
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                ctx.restoreGState()
                ctx.restoreGState()
                ctx.saveGState()
                ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(bounds)
            }
        }
        final class Blue: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(bounds)
            }
        }
        let window = shownWindow()
        defer { window.isHidden = true }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        root.addSubview(Unbalanced(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        root.addSubview(Blue(frame: CGRect(x: 30, y: 0, width: 20, height: 20)))
        window.addSubview(root)
        let live = renderImage(root)
        #expect(rgba(live, 0.2, 0.2) == opaqueRed && rgba(live, 5, 5) == transparent && rgba(live, 40, 10) == opaqueBlue)
        endTurn()
        let cached = renderImage(root)
        #expect(rgba(cached, 0.2, 0.2) == opaqueRed && rgba(cached, 40, 10) == opaqueBlue)
    }
}
