import Testing
@testable import UIKit

/// A 400×400 container holding `view`, pinned 20 pt in from its sides (or centred when `pinSides` is false) and centred
/// vertically by constraints; its height (and width when centred) is left to the intrinsic size. Laid out.
@MainActor
private func laidOut(_ view: UIView, pinSides: Bool = true) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    var constraints = [view.centerYAnchor.constraint(equalTo: container.centerYAnchor)]
    if pinSides {
        constraints += [view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20)]
    } else {
        constraints.append(view.centerXAnchor.constraint(equalTo: container.centerXAnchor))
    }
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    return container
}

private let opaqueGreen = [0, 255, 0, 255]

/// `rect` with its edges on the main screen's pixel grid, as layout writes frames.
@MainActor
private func onPixels(_ rect: CGRect) -> CGRect {
    let scale = UIScreen.main.scale
    func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
    let minX = snap(rect.minX), minY = snap(rect.minY)
    return CGRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
}

// MARK: - UIProgressView

@MainActor
@Suite("UIProgressView", .serialized)
struct ProgressViewTests {
    @Test("4 pt high (.default) or 2.5 pt (.bar) and as wide as its constraints: a real Auto Layout layout")
    func intrinsicSizeInLayout() {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.frame.size.height == 4)
        #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        _ = laidOut(progress)
        #expect(progress.frame == CGRect(x: 20, y: 198, width: 360, height: 4))

        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.frame.size.height == 2.5)
        let container = laidOut(bar)
        #expect(bar.frame == onPixels(CGRect(x: 20, y: 198.75, width: 360, height: 2.5)))
        bar.progressViewStyle = .default
        container.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 20, y: 198, width: 360, height: 4), "a new style changes the intrinsic height")
    }

    @Test("progress is pinned to 0...1 (Apple's documentation); a non-finite value is refused with a log message")
    func progressIsPinned() {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        #expect(progress.progress == 0)
        progress.progress = 1.5
        #expect(progress.progress == 1)
        progress.progress = -2
        #expect(progress.progress == 0)
        progress.setProgress(0.25, animated: true)
        #expect(progress.progress == 0.25)
        let log = capturingLayoutLog {
            progress.progress = .nan
            progress.setProgress(.infinity, animated: false)
        }
        #expect(progress.progress == 0.25)
        #expect(log.count == 2 && log.allSatisfy { $0.contains("UIProgressView") && $0.contains("non-finite") })
    }

    @Test("Drawn: the filled share from the leading edge in progressTintColor over the track, mirrored right to left")
    func drawnFill() {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        progress.progressTintColor = .red
        progress.trackTintColor = .blue
        progress.progress = 0.25
        var image = renderImage(progress)
        #expect(near(rgba(image, 10, 2), opaqueRed))
        #expect(near(rgba(image, 48, 2), opaqueRed))
        #expect(near(rgba(image, 52, 2), opaqueBlue))
        #expect(near(rgba(image, 190, 2), opaqueBlue))
        #expect(rgba(image, 0.25, 0.25)[3] < 128, "the ends are rounded")

        progress.semanticContentAttribute = .forceRightToLeft
        image = renderImage(progress)
        #expect(near(rgba(image, 190, 2), opaqueRed))
        #expect(near(rgba(image, 152, 2), opaqueRed))
        #expect(near(rgba(image, 148, 2), opaqueBlue))
        #expect(near(rgba(image, 10, 2), opaqueBlue))

        // No progress colour: the tint colour, inherited. Nothing filled at 0.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        parent.tintColor = .green
        let tinted = UIProgressView(frame: parent.bounds)
        tinted.trackTintColor = .blue
        tinted.progress = 0.5
        parent.addSubview(tinted)
        image = renderImage(tinted)
        #expect(near(rgba(image, 50, 2), opaqueGreen))
        #expect(near(rgba(image, 150, 2), opaqueBlue))
        tinted.progress = 0
        image = renderImage(tinted)
        #expect(near(rgba(image, 2, 2), opaqueBlue) && near(rgba(image, 100, 2), opaqueBlue))
    }

    @Test("A small progress is never narrower than the bar is tall (1 % of a 100×8 bar shows 8 pt, as measured on iOS); .bar has square ends")
    func smallProgressAndBarEnds() {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 8))
        progress.progressTintColor = .red
        progress.trackTintColor = .blue
        progress.progress = 0.01
        #expect(progress.filledRect == CGRect(x: 0, y: 0, width: 8, height: 8))
        var image = renderImage(progress)
        #expect(near(rgba(image, 5, 4), opaqueRed))
        #expect(near(rgba(image, 11, 4), opaqueBlue))

        progress.progressViewStyle = .bar
        progress.progress = 0.5
        image = renderImage(progress)
        #expect(near(rgba(image, 0.25, 0.25), opaqueRed), "square corner")
        #expect(near(rgba(image, 99.75, 0.25), opaqueBlue), "square corner")
    }
}

// MARK: - UISlider

@MainActor
@Suite("UISlider", .serialized)
struct SliderTests {
    @Test("31 pt high and as wide as its constraints: a real Auto Layout layout; taller value images make it taller")
    func intrinsicSizeInLayout() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let container = laidOut(slider)
        #expect(slider.frame == onPixels(CGRect(x: 20, y: 184.5, width: 360, height: 31)))
        slider.minimumValueImage = UIImage(data: solidPNG(40, 40), scale: 1)
        container.layoutIfNeeded()
        #expect(slider.frame == CGRect(x: 20, y: 180, width: 360, height: 40))
        // The track starts 8 pt after the image; the thumb's edges reach the track's ends.
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 48, y: 18, width: 312, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 48, y: 6, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 360)
    }

    @Test("value is kept in the range; a minimum above the maximum raises it and vice versa (Apple's documentation); non-finite input is refused")
    func limits() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.setValue(0.3, animated: false)
        #expect(slider.value == 0.3)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
        slider.maximumValue = 10
        slider.value = 4
        slider.minimumValue = 6
        #expect(slider.value == 6 && slider.maximumValue == 10)
        let log = capturingLayoutLog {
            slider.value = .nan
            slider.minimumValue = -.infinity
            slider.maximumValue = .nan
            slider.simulateDrag(to: .nan)
        }
        #expect(slider.value == 6 && slider.minimumValue == 6 && slider.maximumValue == 10)
        #expect(log.count == 4 && log.allSatisfy { $0.hasPrefix("UISlider") })
    }

    @Test("In a window a tap does not move the value (UIKit's slider moves only when its thumb is dragged); a drag sends .valueChanged as it moves, or once when not continuous")
    func tapsAndDrags() {
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let window = controller.shownAsWindowRoot()
        defer { window.isHidden = true }
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        slider.value = 0.5
        controller.view.addSubview(slider)
        var changes: [Float] = []
        var touches: [String] = []
        slider.addAction(UIAction { _ in changes.append(slider.value) }, for: .valueChanged)
        slider.addAction(UIAction { _ in touches.append("down") }, for: .touchDown)
        slider.addAction(UIAction { _ in touches.append("up") }, for: .touchUpInside)

        // On the track, far from the thumb (its centre is at 20 + 14 + 0.5 × 272 = 170): nothing happens.
        #expect(window.simulateTap(at: CGPoint(x: 50, y: 115.5)) === slider)
        #expect(slider.value == 0.5 && changes.isEmpty && touches.isEmpty)
        // On the thumb: a touch down and up, the value unmoved.
        window.simulateTap(at: CGPoint(x: 170, y: 115.5))
        #expect(slider.value == 0.5 && changes.isEmpty && touches == ["down", "up"])

        slider.simulateDrag(to: 0.75)
        #expect(abs(slider.value - 0.75) < 1e-5)
        #expect(changes.count == 4, "one .valueChanged per move of a continuous drag")
        #expect(changes.allSatisfy { $0 > 0.5 && $0 <= 0.75 + 1e-5 })

        changes.removeAll()
        slider.isContinuous = false
        slider.simulateDrag(to: -4)
        #expect(slider.value == 0)
        #expect(changes == [0], "once, at the end")

        changes.removeAll()
        slider.isEnabled = false
        slider.simulateDrag(to: 1)
        #expect(slider.value == 0 && changes.isEmpty)

        // Right to left the minimum is at the right: the thumb for 0 is there.
        slider.isEnabled = true
        slider.semanticContentAttribute = .forceRightToLeft
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(thumb.maxX == 300)
        slider.simulateDrag(to: 0.25)
        #expect(abs(slider.value - 0.25) < 1e-5 && changes == [slider.value])
    }

    @Test("Drawn: the minimum side of the track in minimumTrackTintColor up to the white thumb, the rest in maximumTrackTintColor, mirrored right to left")
    func drawnTrackAndThumb() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        slider.value = 0.5
        // Thumb centre: 14 + 0.5 × (200 − 28) = 100; track from y 13.5 to 17.5.
        var image = renderImage(slider)
        #expect(near(rgba(image, 5, 15.5), opaqueRed))
        #expect(near(rgba(image, 60, 15.5), opaqueRed))
        #expect(near(rgba(image, 140, 15.5), opaqueBlue))
        #expect(near(rgba(image, 195, 15.5), opaqueBlue))
        #expect(near(rgba(image, 100, 15.5), opaqueWhite, 6), "the thumb covers the track")
        #expect(near(rgba(image, 100, 4), opaqueWhite, 6), "28 pt across: from y 1.5 to 29.5")
        #expect(rgba(image, 100, 0.25)[3] < 40, "nothing above the thumb")
        #expect(rgba(image, 5, 8)[3] == 0, "nothing above the track")

        slider.semanticContentAttribute = .forceRightToLeft
        image = renderImage(slider)
        #expect(near(rgba(image, 5, 15.5), opaqueBlue))
        #expect(near(rgba(image, 195, 15.5), opaqueRed))

        slider.semanticContentAttribute = .unspecified
        slider.thumbTintColor = .green
        slider.value = 0
        image = renderImage(slider)
        #expect(near(rgba(image, 14, 15.5), opaqueGreen, 6), "the thumb at the leading end")
        #expect(near(rgba(image, 60, 15.5), opaqueBlue))
    }
}

// MARK: - UIPageControl

@MainActor
@Suite("UIPageControl", .serialized)
struct PageControlTests {
    @Test("Sized by its pages (iOS 14+: 8 pt dots 8 pt apart, 14 pt each side, 8 pt above and below; at most 10 dots): a real Auto Layout layout")
    func intrinsicSizeInLayout() {
        let pages = UIPageControl()
        #expect(pages.intrinsicContentSize == .zero, "no pages, no size")
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 68, height: 24))
        let container = laidOut(pages, pinSides: false)
        #expect(pages.frame == CGRect(x: 166, y: 188, width: 68, height: 24))
        pages.numberOfPages = 15
        container.layoutIfNeeded()
        #expect(pages.frame == CGRect(x: 110, y: 188, width: 180, height: 24), "ten dots at most")
        #expect(pages.size(forNumberOfPages: 15) == CGSize(width: 260, height: 24))
        #expect(pages.size(forNumberOfPages: 1) == CGSize(width: 36, height: 24))
        pages.backgroundStyle = .minimal
        pages.numberOfPages = 3
        container.layoutIfNeeded()
        #expect(pages.frame == CGRect(x: 180, y: 196, width: 40, height: 8), "no padding when minimal")
        #expect(pages.size(forNumberOfPages: 2) == CGSize(width: 24, height: 8))
    }

    @Test("currentPage is pinned to 0...numberOfPages − 1 (UIKit's header); fewer pages move it; a negative count is refused")
    func currentPageIsPinned() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 5
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.currentPage = 2
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        let log = capturingLayoutLog { pages.numberOfPages = -4 }
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && log.count == 1)
        #expect(pages.intrinsicContentSize == .zero)
    }

    @Test("In a window a tap past the current dot goes one page that way and sends .valueChanged; nothing beyond the last or first page; mirrored right to left")
    func taps() {
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let window = controller.shownAsWindowRoot()
        defer { window.isHidden = true }
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pages)
        NSLayoutConstraint.activate([
            pages.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            pages.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        let width = pages.frame.width
        #expect(pages.frame.minY == 100 && pages.frame.height == 24 && width == window.bounds.width)
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        // The dots are centred: page 0's at width/2 − 16, page 1's at width/2, page 2's at width/2 + 16.
        let y: CGFloat = 112
        window.simulateTap(at: CGPoint(x: width - 10, y: y))
        window.simulateTap(at: CGPoint(x: width / 2 + 4, y: y))
        window.simulateTap(at: CGPoint(x: width - 10, y: y))
        #expect(changes == [1, 2], "the last page stays")
        window.simulateTap(at: CGPoint(x: width / 2 + 10, y: y))
        #expect(changes == [1, 2, 1], "left of the current (third) dot: back one")
        window.simulateTap(at: CGPoint(x: 10, y: y))
        window.simulateTap(at: CGPoint(x: 10, y: y))
        #expect(changes == [1, 2, 1, 0])
        // Right to left page 0 is at the right; a tap at the left goes forward.
        pages.semanticContentAttribute = .forceRightToLeft
        #expect(pages.indicatorFrames.first?.frame.midX == width / 2 + 16)
        window.simulateTap(at: CGPoint(x: 10, y: y))
        #expect(pages.currentPage == 1 && changes.last == 1)
        pages.isEnabled = false
        window.simulateTap(at: CGPoint(x: 10, y: y))
        #expect(pages.currentPage == 1 && changes.count == 5)
        // Setting the page in code sends nothing.
        pages.isEnabled = true
        pages.currentPage = 0
        #expect(changes.count == 5)
    }

    @Test("Drawn: a dot per page, the current one in currentPageIndicatorTintColor; nothing for a single page when hidesForSinglePage")
    func drawnDots() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 68, height: 24))
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.currentPageIndicatorTintColor = .red
        pages.pageIndicatorTintColor = .blue
        // Dots 8 pt across from x 14: centres at 18, 34, 50; y 12.
        var image = renderImage(pages)
        #expect(near(rgba(image, 18, 12), opaqueBlue))
        #expect(near(rgba(image, 34, 12), opaqueRed))
        #expect(near(rgba(image, 50, 12), opaqueBlue))
        #expect(rgba(image, 26, 12)[3] == 0, "8 pt between the dots")
        #expect(rgba(image, 34, 6)[3] == 0, "8 pt high")

        pages.semanticContentAttribute = .forceRightToLeft
        pages.currentPage = 0
        image = renderImage(pages)
        #expect(near(rgba(image, 50, 12), opaqueRed), "page 0 at the right")
        #expect(near(rgba(image, 18, 12), opaqueBlue))

        // The defaults: white, and white at 30 % for the other pages.
        pages.semanticContentAttribute = .unspecified
        pages.currentPageIndicatorTintColor = nil
        pages.pageIndicatorTintColor = nil
        image = renderImage(pages)
        #expect(near(rgba(image, 18, 12), opaqueWhite))
        #expect(near(rgba(image, 34, 12), [255, 255, 255, 77]))

        pages.numberOfPages = 1
        #expect(near(rgba(renderImage(pages), 34, 12), opaqueWhite))
        pages.hidesForSinglePage = true
        #expect(rgba(renderImage(pages), 34, 12)[3] == 0)
    }
}

@MainActor
@Suite("Progress, slider and page control redisplay", .serialized)
struct ProgressSliderPageControlDisplayTests {
    @Test("Each marks itself for display when what it draws changes, so the next render is current")
    func markThemselves() {
        let window = shownWindow(width: 400, height: 200)
        defer { window.isHidden = true }
        func check<V: UIView>(_ view: V, _ name: String, _ change: (V) -> Void,
                              sourceLocation: SourceLocation = #_sourceLocation) {
            expectMarksForDisplay(view, in: window, name, sourceLocation: sourceLocation, change)
        }
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        check(progress, "UIProgressView.progress") { $0.progress = 0.5 }
        check(progress, "UIProgressView.progressTintColor") { $0.progressTintColor = .red }
        check(progress, "UIProgressView.trackTintColor") { $0.trackTintColor = .blue }
        check(progress, "UIProgressView.progressViewStyle") { $0.progressViewStyle = .bar }
        check(progress, "UIProgressView size") { $0.frame.size.width = 250 }

        let slider = UISlider(frame: CGRect(x: 0, y: 40, width: 200, height: 31))
        check(slider, "UISlider.value") { $0.value = 0.5 }
        check(slider, "UISlider inherited tint") { _ in window.tintColor = .orange }
        check(slider, "UISlider.minimumTrackTintColor") { $0.minimumTrackTintColor = .red }
        check(slider, "UISlider.maximumValue") { $0.maximumValue = 2 }
        check(slider, "UISlider.isEnabled") { $0.isEnabled = false }

        let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 24))
        pages.numberOfPages = 3
        check(pages, "UIPageControl.currentPage") { $0.currentPage = 2 }
        check(pages, "UIPageControl.numberOfPages") { $0.numberOfPages = 5 }
        check(pages, "UIPageControl.currentPageIndicatorTintColor") { $0.currentPageIndicatorTintColor = .red }
        check(pages, "UIPageControl.hidesForSinglePage") { $0.hidesForSinglePage = true }
    }
}
