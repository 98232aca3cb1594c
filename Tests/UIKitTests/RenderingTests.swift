import Testing
@testable import UIKit

/// The view's layer drawn with UIKit's API: `UIGraphicsImageRenderer(bounds:format:)` + `layer.render(in:)`.
@MainActor
func renderImage(_ view: UIView, scale: CGFloat = 2) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { ctx in
        view.layer.render(in: ctx.cgContext)
    }
}

/// The pixel under the point (x, y) (in points) as RGBA 0...255.
func rgba(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
    guard let p = image.pixel(x: Int(x * image.scale), y: Int(y * image.scale)) else { return [] }
    return [p.red, p.green, p.blue, p.alpha]
}

/// True when every channel is within `tolerance` of `expected`.
func near(_ actual: [Int], _ expected: [Int], _ tolerance: Int = 3) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

let opaqueRed = [255, 0, 0, 255], opaqueWhite = [255, 255, 255, 255], opaqueBlue = [0, 0, 255, 255]
let transparent = [0, 0, 0, 0]

@MainActor
@Suite("Rendering: the painter, renderers and drawing order")
struct RenderingTests {
    @Test("Ink stays in frames: a subview's pixels are its colour inside its frame, the parent's outside (at 1x, 2x, 3x)")
    func inkInFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        parent.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.backgroundColor = .red
        parent.addSubview(child)
        for scale in [1, 2, 3] as [CGFloat] {
            let image = renderImage(parent, scale: scale)
            #expect(image.size == CGSize(width: 100, height: 80) && image.scale == scale)
            #expect(image.pixelSize == (Int(100 * scale), Int(80 * scale)))
            let edge = 0.5 / scale  // the first and last pixel inside
            #expect(rgba(image, 10 + edge, 20 + edge) == opaqueRed)
            #expect(rgba(image, 40 - edge, 60 - edge) == opaqueRed)
            #expect(rgba(image, 10 - edge, 30) == opaqueWhite)
            #expect(rgba(image, 40 + edge, 30) == opaqueWhite)
            #expect(rgba(image, 25, 20 - edge) == opaqueWhite)
            #expect(rgba(image, 25, 60 + edge) == opaqueWhite)
        }
    }

    /// Apple (`CALayer.zPosition`): "Changing the value of this property changes the front-to-back ordering of layers
    /// onscreen. Higher values place the layer visually closer to the viewer than layers with lower values." The usual
    /// way to keep a header drawn above the content scrolling under it without reordering the subviews.
    @Test("zPosition draws a sibling above later ones; equal values keep the subview order; the subviews do not move")
    func zPositionOrdersSiblings() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        parent.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 40, y: 0, width: 60, height: 40))
        blue.backgroundColor = .blue
        parent.addSubview(red)
        parent.addSubview(blue)
        #expect(rgba(renderImage(parent), 50, 20) == opaqueBlue, "the later subview is in front by default")
        red.layer.zPosition = 1
        #expect(rgba(renderImage(parent), 50, 20) == opaqueRed)
        #expect(parent.subviews == [red, blue], "only the drawing order changes")
        blue.layer.zPosition = 1
        #expect(rgba(renderImage(parent), 50, 20) == opaqueBlue, "equal zPosition: subview order")
        blue.layer.zPosition = -.infinity
        red.layer.zPosition = -1
        #expect(rgba(renderImage(parent), 50, 20) == opaqueBlue, "a non-finite zPosition counts as 0")
    }

    /// Apple (`snapshotView(afterScreenUpdates:)`): "Returns a snapshot view based on the contents of the current
    /// view."
    @Test("snapshotView: an image view as large as the view, drawn as the view looks now")
    func snapshotView() throws {
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        card.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .blue
        card.addSubview(dot)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        let image = try #require(snapshot.image)
        #expect(image.size == CGSize(width: 100, height: 60))
        #expect(rgba(image, 50, 45) == opaqueRed && rgba(image, 20, 20) == opaqueBlue)
        dot.backgroundColor = .red
        #expect(rgba(image, 20, 20) == opaqueBlue, "a snapshot does not follow later changes")
        // Layer properties that only tune Core Animation's work are kept and change nothing drawn.
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = 3
        card.layer.cornerCurve = .continuous
        #expect(card.layer.shouldRasterize && card.layer.cornerCurve == .continuous)
    }

    /// Apple (`CALayer.mask`): "The layer’s alpha channel determines how much of the layer’s content and background
    /// shows through. Fully or partially opaque pixels allow the underlying content to show through, but fully
    /// transparent pixels block that content." (`UIView.mask`) the same for a view.
    @Test("Masks: a mask layer's alpha decides what shows, subviews included; a gradient mask fades; a view mask too")
    func masks() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        host.backgroundColor = .white
        let masked = UIView(frame: host.bounds)
        masked.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 60, y: 10, width: 30, height: 30))
        child.backgroundColor = .blue
        masked.addSubview(child)
        host.addSubview(masked)
        let left = CALayer()
        left.backgroundColor = CGColor(gray: 0, alpha: 1)
        left.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        masked.layer.mask = left
        var image = renderImage(host)
        #expect(rgba(image, 25, 25) == opaqueRed)
        #expect(rgba(image, 75, 25) == opaqueWhite, "the subview outside the mask is hidden too")
        // A vertical gradient from opaque to clear: the red fades from the top down.
        let fade = CAGradientLayer()
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.frame = masked.bounds
        masked.layer.mask = fade
        image = renderImage(host)
        let top = rgba(image, 25, 1), middle = rgba(image, 25, 25), bottom = rgba(image, 25, 49)
        #expect(top[1] < 40 && bottom[1] > 215, "opaque red at the top, white at the bottom: \(top) \(bottom)")
        #expect(middle[1] > 100 && middle[1] < 155, "half way between: \(middle)")
        // A view as the mask, placed by its frame.
        masked.layer.mask = nil
        let window = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 50))
        window.backgroundColor = .black
        masked.mask = window
        image = renderImage(host)
        #expect(rgba(image, 10, 25) == opaqueWhite && rgba(image, 40, 25) == opaqueRed && rgba(image, 65, 25) == opaqueBlue)
        #expect(rgba(image, 90, 25) == opaqueWhite)
        masked.mask = nil
        #expect(rgba(renderImage(host), 10, 25) == opaqueRed)
        // A view or layer already in a hierarchy cannot be a mask.
        let inTree = UIView()
        host.addSubview(inTree)
        let log = capturingLayoutLog {
            masked.mask = inTree
            masked.layer.mask = child.layer
        }
        #expect(log.count == 2 && masked.mask == nil && masked.layer.mask == nil)
    }

    @Test("cornerRadius leaves the corners transparent; masksToBounds clips subviews to the rounded shape")
    func roundedCorners() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 20
        let image = renderImage(card)
        #expect(rgba(image, 1, 1) == transparent)
        #expect(rgba(image, 99, 99) == transparent)
        #expect(rgba(image, 50, 50) == opaqueBlue)
        #expect(rgba(image, 50, 0.5) == opaqueBlue)  // the straight edge is not cut
        // A subview filling the card shows in the corners unless the card masks to its bounds.
        let fill = UIView(frame: card.bounds)
        fill.backgroundColor = .red
        card.addSubview(fill)
        #expect(rgba(renderImage(card), 1, 1) == opaqueRed)
        card.clipsToBounds = true
        let clipped = renderImage(card)
        #expect(rgba(clipped, 1, 1) == transparent)
        #expect(rgba(clipped, 50, 50) == opaqueRed)
        // maskedCorners: only the top corners rounded.
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let top = renderImage(card)
        #expect(rgba(top, 1, 1) == transparent && rgba(top, 99, 99) == opaqueRed)
    }

    @Test("Borders are drawn inside the bounds, above the subviews (Core Animation composites the border last)")
    func borders() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = .white
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.green.cgColor
        let child = UIView(frame: view.bounds)
        child.backgroundColor = .red
        let image = renderImage(view)
        #expect(rgba(image, 1, 30) == [0, 255, 0, 255])
        #expect(rgba(image, 3.75, 30) == [0, 255, 0, 255])
        #expect(rgba(image, 4.25, 30) == opaqueWhite)
        view.addSubview(child)
        let covered = renderImage(view)
        #expect(rgba(covered, 1, 30) == [0, 255, 0, 255])  // border above the subview
        #expect(rgba(covered, 30, 30) == opaqueRed)
    }

    @Test("CAGradientLayer: colours at the start and end points, the midpoint between (the seed's fade to black)")
    func gradient() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let layer = view.layer as! CAGradientLayer
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let image = renderImage(view)
        #expect(near(rgba(image, 20, 0.25), opaqueRed, 4))
        #expect(near(rgba(image, 20, 99.75), opaqueBlue, 4))
        #expect(near(rgba(image, 20, 50), [128, 0, 128, 255], 4))
        // Horizontal with locations: all red until 0.5, blue from 0.75.
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.locations = [0.5, 0.75]
        let across = renderImage(view)
        #expect(rgba(across, 10, 50) == opaqueRed)
        #expect(near(rgba(across, 39, 50), opaqueBlue, 4))
        // The seed's transparent-to-black fade: alpha grows downwards.
        layer.startPoint = CGPoint(x: 0.5, y: 0)
        layer.endPoint = CGPoint(x: 0.5, y: 1)
        layer.locations = nil
        layer.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.cgColor]
        let fade = renderImage(view)
        #expect(rgba(fade, 20, 0.25)[3] < 5 && rgba(fade, 20, 99.75)[3] > 250)
    }

    @Test("Dark mode: a dynamic background colour resolves for the view's traits (systemBackground: white / black)")
    func darkModeBackground() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        label.backgroundColor = .secondarySystemBackground
        view.addSubview(label)
        label.frame = CGRect(x: 10, y: 0, width: 10, height: 20)
        let light = renderImage(view)
        #expect(rgba(light, 5, 10) == opaqueWhite)
        #expect(rgba(light, 15, 10) == [242, 242, 247, 255])
        view.overrideUserInterfaceStyle = .dark
        let dark = renderImage(view)
        #expect(rgba(dark, 5, 10) == [0, 0, 0, 255])
        #expect(rgba(dark, 15, 10) == [28, 28, 30, 255])
    }

    @Test("Image views draw by content mode: aspect fit letterboxes, aspect fill crops only with clipsToBounds")
    func imageViewContentModes() throws {
        let square = try #require(UIImage(data: solidPNG(10, 10, .red)))
        let view = UIImageView(image: square)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        view.contentMode = .scaleAspectFit
        let fit = renderImage(view)
        #expect(rgba(fit, 10, 25) == transparent)  // letterbox bars left and right
        #expect(rgba(fit, 90, 25) == transparent)
        #expect(rgba(fit, 26, 25) == opaqueRed && rgba(fit, 74, 25) == opaqueRed)
        view.contentMode = .scaleAspectFill
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.frame = CGRect(x: 0, y: 25, width: 100, height: 50)
        container.addSubview(view)
        #expect(rgba(renderImage(container), 50, 10) == opaqueRed)  // fills past its bounds
        view.clipsToBounds = true
        let clipped = renderImage(container)
        #expect(rgba(clipped, 50, 10) == transparent)
        #expect(rgba(clipped, 1, 26) == opaqueRed)
    }

    @Test("Template images and symbols are filled with the tint colour; withTintColor wins over the view's tint")
    func templateTint() throws {
        let square = try #require(UIImage(data: solidPNG(10, 10, .red)))
        let view = UIImageView(image: square.withRenderingMode(.alwaysTemplate))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.tintColor = .blue
        #expect(rgba(renderImage(view), 10, 10) == opaqueBlue)
        view.image = square  // .automatic bitmap: drawn as is
        #expect(rgba(renderImage(view), 10, 10) == opaqueRed)
        view.image = square.withTintColor(.green)
        #expect(rgba(renderImage(view), 10, 10) == [0, 255, 0, 255])
        let symbol = UIImageView(image: UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        symbol.frame = CGRect(origin: .zero, size: symbol.intrinsicContentSize)
        symbol.tintColor = .systemRed
        let drawn = renderImage(symbol)
        #expect(rgba(drawn, symbol.bounds.midX, symbol.bounds.midY) == [255, 59, 48, 255])
        #expect(rgba(drawn, 0.5, 0.5) == transparent)
    }

    @Test("UISwitch draws its knob at the on end (the right, or the left in right-to-left layouts) on a green track")
    func switchRendering() {
        let toggle = UISwitch()
        toggle.isOn = true
        let on = renderImage(toggle)
        #expect(rgba(on, 40, 15.5) == opaqueWhite)  // the knob
        #expect(rgba(on, 8, 15.5) == [52, 199, 89, 255])  // system green track
        toggle.semanticContentAttribute = .forceRightToLeft
        let mirrored = renderImage(toggle)
        #expect(rgba(mirrored, 12, 15.5) == opaqueWhite)
        #expect(rgba(mirrored, 44, 15.5) == [52, 199, 89, 255])
        #expect(rgba(on, 0.25, 0.25) == transparent)  // rounded ends
    }

    @Test("Hidden views are skipped, alpha fades the whole subtree once, bounds.origin shifts the children")
    func visibilityAndScrolling() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 20))
        child.backgroundColor = .red
        root.addSubview(child)
        child.isHidden = true
        #expect(rgba(renderImage(root), 50, 70) == opaqueWhite)
        child.isHidden = false
        child.alpha = 0.5
        let overlap = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        overlap.backgroundColor = .red
        child.addSubview(overlap)
        let faded = renderImage(root)
        // Group opacity: the red child over its red child is one layer at 50 %, not 75 %.
        #expect(near(rgba(faded, 75, 70), [255, 128, 128, 255], 2))
        #expect(near(rgba(faded, 25, 70), [255, 128, 128, 255], 2))
        child.alpha = 1
        root.bounds.origin = CGPoint(x: 0, y: 50)  // as a scroll view scrolled by 50
        let scrolled = renderImage(root)
        #expect(rgba(scrolled, 50, 15) == opaqueRed)
        #expect(rgba(scrolled, 50, 5) == opaqueWhite)
    }

    @Test("Only what shows is drawn: views scrolled out of a clipping view are skipped (draw(_:) is not called)")
    func offscreenViewsAreSkipped() {
        final class Counting: UIView {
            nonisolated(unsafe) static var draws = 0
            override func draw(_ rect: CGRect) { Counting.draws += 1 }
        }
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroller.clipsToBounds = true
        for row in 0..<1000 {
            let cell = Counting(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 100, height: 20))
            cell.backgroundColor = row % 2 == 0 ? .red : .blue
            scroller.addSubview(cell)
        }
        scroller.bounds.origin.y = 400  // rows 20…24 show
        Counting.draws = 0
        let image = renderImage(scroller, scale: 1)
        #expect(Counting.draws <= 7)
        #expect(rgba(image, 50, 10) == opaqueRed && rgba(image, 50, 30) == opaqueBlue)  // row 20 red, 21 blue
    }

    @Test("App sublayers keep their place among subviews: insertSublayer(at: 0) below, addSublayer afterwards above")
    func sublayerOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let below = CALayer()
        below.frame = root.bounds
        below.backgroundColor = UIColor.blue.cgColor
        root.layer.insertSublayer(below, at: 0)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        child.backgroundColor = .red
        root.addSubview(child)
        #expect(root.layer.sublayers?.count == 2 && root.layer.sublayers?.last === child.layer)
        let image = renderImage(root)
        #expect(rgba(image, 10, 20) == opaqueRed && rgba(image, 30, 20) == opaqueBlue)
        let above = CAShapeLayer()
        above.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 10), transform: nil)
        above.fillColor = UIColor.green.cgColor
        root.layer.addSublayer(above)
        let later = UIView(frame: CGRect(x: 0, y: 30, width: 40, height: 10))
        later.backgroundColor = .white
        root.addSubview(later)
        let stacked = renderImage(root)
        #expect(rgba(stacked, 10, 5) == [0, 255, 0, 255])  // the shape layer over the red child
        #expect(rgba(stacked, 30, 35) == opaqueWhite)  // the later subview over everything
        child.removeFromSuperview()
        #expect(child.layer.superlayer == nil && root.layer.sublayers?.count == 3)
    }

    /// Apple (`CAShapeLayer.strokeStart`): "combined with the strokeEnd property, this property defines the subregion
    /// of the path to stroke" — the progress ring: a circle stroked from its start to the progress. The fill is not cut.
    @Test("strokeStart and strokeEnd stroke only their part of the path: a quarter ring, then the other half")
    func strokeStartAndEnd() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let ring = CAShapeLayer()
        ring.frame = root.bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                 endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 6
        root.layer.addSublayer(ring)
        func inked(_ image: UIImage, degrees: CGFloat) -> Bool {
            let angle = degrees * .pi / 180
            return rgba(image, 50 + 40 * cos(angle), 50 + 40 * sin(angle))[1] < 100   // red, not white
        }
        let whole = renderImage(root)
        #expect([-90, 0, 90, 180].allSatisfy { inked(whole, degrees: $0) })
        ring.strokeEnd = 0.25
        let quarter = renderImage(root)
        #expect(inked(quarter, degrees: -45))       // between 12 and 3 o'clock
        #expect(!inked(quarter, degrees: 45) && !inked(quarter, degrees: 90) && !inked(quarter, degrees: 180))
        ring.strokeStart = 0.5
        ring.strokeEnd = 1
        let secondHalf = renderImage(root)
        #expect(inked(secondHalf, degrees: 135) && inked(secondHalf, degrees: 200))
        #expect(!inked(secondHalf, degrees: 0) && !inked(secondHalf, degrees: 45))
    }

    @Test("Shadows darken outside the layer by its offset; shadowPath gives the shape")
    func shadows() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        card.layer.shadowRadius = 2
        root.addSubview(card)
        let image = renderImage(root)
        #expect(rgba(image, 50, 64)[0] < 200)  // below the card: in its shadow
        #expect(rgba(image, 50, 16) == opaqueWhite)  // above: the shadow went down
        #expect(rgba(image, 50, 40) == opaqueWhite)  // the card covers its own shadow
        card.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 40), transform: nil)
        let pathShadow = renderImage(root)
        #expect(rgba(pathShadow, 25, 64)[0] < 200)
        #expect(rgba(pathShadow, 60, 64) == opaqueWhite)
        // Without a background or path, the shadow takes the shape of what the layer draws (here one subview).
        card.layer.shadowPath = nil
        card.backgroundColor = nil
        let part = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        part.backgroundColor = .red
        card.addSubview(part)
        let shaped = renderImage(root)
        #expect(rgba(shaped, 30, 64)[1] < 200)  // under the subview
        #expect(rgba(shaped, 60, 64) == opaqueWhite)  // under the empty part of the card: no shadow
        #expect(rgba(shaped, 60, 40) == opaqueWhite)
    }

    @Test("Labels draw their text inside their frame, in textColor resolved for the traits")
    func labelInk() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let label = UILabel()
        label.text = "Hello, Trellis"
        label.textColor = .systemBlue
        label.sizeToFitForTest()
        label.frame.origin = CGPoint(x: 30, y: 20)
        root.addSubview(label)
        let image = renderImage(root, scale: 2)
        var inkInside = 0, inkOutside = 0
        for py in 0..<120 {
            for px in 0..<400 {
                guard let p = image.pixel(x: px, y: py), p.red < 200 else { continue }
                let point = CGPoint(x: (CGFloat(px) + 0.5) / 2, y: (CGFloat(py) + 0.5) / 2)
                if label.frame.contains(point) { inkInside += 1 } else { inkOutside += 1 }
            }
        }
        #expect(inkInside > 100)
        #expect(inkOutside == 0)
    }

    @Test("A wrapped label's ink falls inside its measured frame at 1x, 2x and 3x; emoji are drawn in colour")
    func labelInkAtEveryScale() {
        for scale in [1, 2, 3] as [CGFloat] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
            root.backgroundColor = .white
            let label = UILabel()
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 200
            label.text = "Prepare for a trip into the underworld! 😈 Guide Tim through a dark realm."
            label.frame = CGRect(origin: CGPoint(x: 20, y: 10), size: label.intrinsicContentSize)
            root.addSubview(label)
            let image = renderImage(root, scale: scale)
            var inside = 0, outside = 0, coloured = 0
            let (w, h) = image.pixelSize
            for py in 0..<h {
                for px in 0..<w {
                    guard let p = image.pixel(x: px, y: py), p.red < 250 || p.green < 250 || p.blue < 250 else { continue }
                    let point = CGPoint(x: (CGFloat(px) + 0.5) / scale, y: (CGFloat(py) + 0.5) / scale)
                    if label.frame.contains(point) { inside += 1 } else { outside += 1 }
                    if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 40 { coloured += 1 }
                }
            }
            #expect(label.frame.height > 40, "wraps to several lines")
            #expect(inside > 200, "\(scale)x")
            #expect(outside == 0, "\(scale)x: \(outside) inked pixels outside the label's frame")
            #expect(coloured > 10, "\(scale)x: the emoji is drawn in colour")
        }
    }

    @Test("A label's shadowColor draws the text again under it, moved by shadowOffset")
    func labelShadow() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        label.backgroundColor = .white
        label.text = "I"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .black
        func redColumns(_ image: UIImage) -> Int {
            var count = 0
            for px in 0..<image.pixelSize.width {
                if (0..<image.pixelSize.height).contains(where: { py in
                    guard let p = image.pixel(x: px, y: py) else { return false }
                    return p.red > 200 && p.green < 80
                }) { count += 1 }
            }
            return count
        }
        #expect(redColumns(renderImage(label, scale: 1)) == 0)
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 6, height: 0)
        #expect(redColumns(renderImage(label, scale: 1)) >= 4)  // the red copy shows right of the black stroke
    }

    @Test("Natural alignment follows the layout direction: right-to-left labels ink at the right")
    func rightToLeftLabel() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "שלום"
        label.backgroundColor = .white
        func inkRange(_ image: UIImage) -> ClosedRange<Int>? {
            var columns: [Int] = []
            for px in 0..<image.pixelSize.width {
                for py in 0..<image.pixelSize.height where (image.pixel(x: px, y: py)?.red ?? 255) < 128 {
                    columns.append(px)
                    break
                }
            }
            guard let first = columns.first, let last = columns.last else { return nil }
            return first...last
        }
        guard let leftToRight = inkRange(renderImage(label, scale: 1)) else { Issue.record("no ink"); return }
        label.semanticContentAttribute = .forceRightToLeft
        guard let rightToLeft = inkRange(renderImage(label, scale: 1)) else { Issue.record("no ink"); return }
        #expect(leftToRight.lowerBound < 10)
        #expect(rightToLeft.upperBound > 190)
    }

    @Test("Drawing never changes layout: frames are the same after rendering an Auto Layout hierarchy")
    func renderingKeepsLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        let before = [button.frame, button.titleLabel!.frame]
        let image = renderImage(root)
        #expect([button.frame, button.titleLabel!.frame] == before)
        // The system button's title is drawn in the tint colour (system blue), inside the button.
        var blue = 0
        for py in Int(button.frame.minY * 2)..<Int(button.frame.maxY * 2) {
            for px in Int(button.frame.minX * 2)..<Int(button.frame.maxX * 2) {
                if let p = image.pixel(x: px, y: py), p.alpha > 200, p.blue > 200, p.red < 60 { blue += 1 }
            }
        }
        #expect(blue > 20)
    }

    @Test("drawHierarchy scales the view into a rect of the current context; UIKit drawing calls use it")
    func drawHierarchyAndCurrentContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(view.drawHierarchy(in: CGRect(x: 50, y: 50, width: 25, height: 25), afterScreenUpdates: false))
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        #expect(rgba(image, 60, 60) == opaqueRed)
        #expect(rgba(image, 80, 80) == opaqueBlue)
        #expect(rgba(image, 10, 10) == opaqueBlue)  // the oval in the current fill colour
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))  // no context outside a renderer
    }

    @Test("Legacy bitmap contexts and string drawing: UIGraphicsBeginImageContextWithOptions, String.draw(in:withAttributes:)")
    func legacyContextAndStringDrawing() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 120, height: 40), false, 2)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 40))
        "Trellis".draw(in: CGRect(x: 4, y: 4, width: 112, height: 32),
                       withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 2 && image.size == CGSize(width: 120, height: 40))
        var red = 0, outside = 0
        let (w, h) = image.pixelSize
        let measured = "Trellis".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        for py in 0..<h {
            for px in 0..<w {
                guard let p = image.pixel(x: px, y: py), p.green < 128 else { continue }
                let point = CGPoint(x: (CGFloat(px) + 0.5) / 2, y: (CGFloat(py) + 0.5) / 2)
                if p.red > 200 { red += 1 }
                if !CGRect(origin: CGPoint(x: 4, y: 4), size: measured).contains(point) { outside += 1 }
            }
        }
        #expect(red > 100)
        #expect(outside == 0)
    }

    @Test("Bad renderer sizes are reported, not fatal: NaN and negative sizes draw nothing, huge ones are clamped")
    func badRendererSizes() {
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let nan = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: -5), format: format).image { _ in }
        #expect(nan.size == CGSize(width: 1, height: 1))  // Cairo's smallest surface
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 100_000, height: 2), format: format).pngData { _ in }
        #expect(!huge.isEmpty)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("exceeds 32767 pixels") })
        format.scale = 0
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(messages.last?.contains("scale 0.0 is not a positive number") == true)
    }

    @Test("UIGraphicsPDFRenderer writes a vector PDF with one page per beginPage()")
    func pdf() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .systemTeal
        let data = UIGraphicsPDFRenderer(bounds: view.bounds).pdfData { ctx in
            ctx.beginPage()
            view.layer.render(in: ctx.cgContext)
            ctx.beginPage()
            view.layer.render(in: ctx.cgContext)
        }
        #expect(data.starts(with: Array("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: "/Type /Page\n").count - 1 == 2 || text.components(separatedBy: "/Type /Page ").count - 1 >= 2
                || text.components(separatedBy: "/Count 2").count == 2)
    }
}

extension UILabel {
    /// Sizes the label to its intrinsic size (what sizeToFit does for labels).
    func sizeToFitForTest() { frame.size = intrinsicContentSize }
}
