import Testing
@testable import UIKit

/// Equal sizes up to floating-point noise.
func close(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001 }

/// A container of 400×400 with `view` centred in it by constraints (its size left to the intrinsic size).
@MainActor
private func centred(_ view: UIView) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
        view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    return container
}

@MainActor
@Suite("Controls: image views, buttons, switches, spinners, text fields, actions")
struct ControlTests {
    @Test("UIImageView's intrinsic size is the image's point size; none without an image; a new image relayouts")
    func imageViewIntrinsicSize() throws {
        let view = UIImageView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let small = try #require(UIImage(data: solidPNG(60, 30), scale: 3))
        view.image = small
        let container = centred(view)
        #expect(view.frame == CGRect(x: 190, y: 195, width: 20, height: 10))
        let big = try #require(UIImage(data: solidPNG(100, 50), scale: 1))
        view.image = big
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 150, y: 175, width: 100, height: 50))
        // UIImageView(image:) starts with the image's size as its frame, as on iOS.
        #expect(UIImageView(image: small).frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("A symbol in an image view is sized by its text style and follows the view's content size category")
    func symbolImageViewFollowsDynamicType() throws {
        let config = UIImage.SymbolConfiguration(textStyle: .caption1)
        let view = UIImageView(image: UIImage(systemName: "arrow.2.squarepath", withConfiguration: config))
        let large = view.intrinsicContentSize
        let ax5 = try #require(UIImage(systemName: "arrow.2.squarepath", withConfiguration: config))
            .size(for: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(ax5.height > large.height)
        #expect(large == UIImage(systemName: "arrow.2.squarepath", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12))?.size)
    }

    @Test("Image view content modes place the image: aspect fit letterboxes, aspect fill overflows, center keeps size")
    func contentModeRects() {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let square = CGSize(width: 50, height: 50)
        #expect(UIImageView.rect(for: square, in: bounds, contentMode: .scaleAspectFit) == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(UIImageView.rect(for: square, in: bounds, contentMode: .scaleAspectFill) == CGRect(x: 0, y: -50, width: 200, height: 200))
        #expect(UIImageView.rect(for: square, in: bounds, contentMode: .scaleToFill) == bounds)
        #expect(UIImageView.rect(for: square, in: bounds, contentMode: .center) == CGRect(x: 75, y: 25, width: 50, height: 50))
        #expect(UIImageView.rect(for: square, in: bounds, contentMode: .bottomRight) == CGRect(x: 150, y: 50, width: 50, height: 50))
    }

    @Test("UIActivityIndicatorView: medium 20×20, large 37×37; hidden when stopped with hidesWhenStopped")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.style = .large
        _ = centred(spinner)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    }

    @Test("UISwitch is 51×31 whatever frame it is made with, and toggling sends .valueChanged")
    func switchSize() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        _ = centred(toggle)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        toggle.toggle()
        #expect(toggle.isOn && changes == 1)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && changes == 1)  // setOn does not send actions
    }

    /// Measured on iOS (views made in code): switches, steppers and activity indicators hug at 750 on both axes,
    /// every other view at 250 (labels included); compression resistance is 750 for all.
    @Test("A switch next to a label in a row keeps its size: it hugs at 750, the label at 250")
    func switchHugsHarderThanALabel() {
        let label = UILabel(), toggle = UISwitch(), spinner = UIActivityIndicatorView()
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(toggle.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        label.text = "Notifications"
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 31)
        row.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 249, y: 0, width: 51, height: 31))
        #expect(label.frame.width == 249, "the label takes the room left")
    }

    @Test("System button: title label + 6 pt above and below; width is the title's; colour is the tint")
    func systemButtonSize() throws {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))  // empty button
        button.setTitle("Follow", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.font.pointSize == 15)
        let text = label.intrinsicContentSize
        #expect(close(button.intrinsicContentSize, CGSize(width: text.width, height: text.height + 12)))
        #expect(button.currentTitle == "Follow")
        #expect(label.textColor == button.tintColor)
        button.tintColor = .systemRed
        #expect(label.textColor == .systemRed)
        // The title label's font resizes the button (seed: titleLabel?.font = .preferredFont(forTextStyle: .caption1)).
        label.font = .preferredFont(forTextStyle: .caption1)
        let caption = label.intrinsicContentSize
        #expect(caption.height < text.height)
        #expect(abs(button.intrinsicContentSize.height - (caption.height + 12)) < 0.001)
    }

    @Test("Changing contentEdgeInsets of a laid-out button resizes it at the next layout")
    func contentInsetsChangeRelayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        button.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        button.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        let before = button.frame.size
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        root.layoutIfNeeded()
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(button.frame.width > before.width + 30, "\(before) → \(button.frame.size)")
    }

    @Test("Content insets add to the size and replace the default padding; title/image insets only move things")
    func buttonInsets() throws {
        let button = UIButton(type: .system)
        button.setTitle("Paris", for: .normal)
        let image = try #require(UIImage(systemName: "mappin.and.ellipse", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        button.setImage(image, for: .normal)
        let title = try #require(button.titleLabel).intrinsicContentSize
        let zero = button.intrinsicContentSize
        #expect(close(zero, CGSize(width: image.size.width + title.width, height: max(image.size.height, title.height + 12))))
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        let inset = button.intrinsicContentSize
        #expect(close(inset, CGSize(width: zero.width + 16, height: max(image.size.height, title.height))))
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        #expect(button.intrinsicContentSize == inset)
        // Placement: image then title, centred together, each moved by half its insets' difference.
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.layoutIfNeeded()
        let content = CGRect(x: 8, y: 0, width: 184, height: 40)
        let start = content.minX + (content.width - image.size.width - title.width) / 2
        #expect(abs(try #require(button.imageView).frame.minX - (start - 4)) < 0.001)
        #expect(abs(try #require(button.titleLabel).frame.minX - (start + image.size.width + 8)) < 0.001)
        #expect(abs(try #require(button.imageView).frame.midY - 20) < 0.001)
    }

    @Test("A UIButton subclass overriding init(frame:) inherits init(type:); actions run on sendActions")
    func buttonSubclassAndActions() {
        final class AlbumButton: UIButton {
            var configured = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                configured = true
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let button = AlbumButton(type: .system)
        #expect(button.configured && button.buttonType == .system)
        var taps = 0
        let action = UIAction(identifier: UIAction.Identifier("tap")) { action in
            taps += 1
            #expect(action.sender === button)
        }
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)  // disabled controls send nothing
        #expect(taps == 1)
        button.isEnabled = true
        button.removeAction(identifiedBy: UIAction.Identifier("tap"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    }

    @Test("addTarget(_:action:for:) is recorded as on iOS; sending the event reports that Linux cannot perform selectors")
    func targetAction() {
        final class Controller { }
        let controller = Controller()
        let button = UIButton(type: .system)
        button.addTarget(controller, action: Selector("didTap"), for: .touchUpInside)
        button.addTarget(controller, action: "didTap", for: .touchDown)
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["didTap"])
        #expect(button.allTargets.count == 1)
        var messages: [String] = []
        let saved = UIView.layoutLog
        UIView.layoutLog = { messages.append($0) }
        defer { UIView.layoutLog = saved }
        button.sendActions(for: .touchUpInside)
        #expect(messages.count == 1 && messages[0].contains("didTap") && messages[0].contains("addAction"))
        button.removeTarget(controller, action: nil, for: .allEvents)
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == nil)
    }

    @Test("UIButton.Configuration: insets, image padding and a filled background in the tint colour")
    func buttonConfiguration() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Play"
        configuration.image = UIImage(systemName: "play.fill")
        configuration.imagePadding = 6
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let button = UIButton(configuration: configuration)
        let title = try #require(button.titleLabel).intrinsicContentSize
        let image = try #require(UIImage(systemName: "play.fill")).size
        #expect(close(button.intrinsicContentSize, CGSize(width: 20 + image.width + 6 + title.width + 20,
                                                           height: 10 + max(image.height, title.height) + 10)))
        #expect(button.titleLabel?.textColor == .white)  // filled: white on the tint
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let titleFrame = try #require(button.titleLabel).frame, imageFrame = try #require(button.imageView).frame
        #expect(abs(titleFrame.minX - imageFrame.maxX - 6) < 0.001)
        let image2x = renderImage(button, scale: 2)
        #expect(rgba(image2x, 2, button.bounds.midY) == [0, 122, 255, 255])  // system blue background
        #expect(rgba(image2x, 0.25, 0.25)[3] < 255)  // rounded corner
    }

    /// Apple (`UIButton.Configuration.imagePlacement`): "the edge against which the button places the image";
    /// `imagePadding`: "the distance between the button's image and text".
    @Test("UIButton.Configuration.imagePlacement: top and bottom stack image and title, trailing puts the image after; RTL mirrors leading")
    func buttonImagePlacement() throws {
        func button(_ placement: NSDirectionalRectEdge) -> UIButton {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Share"
            configuration.image = UIImage(systemName: "play.fill")
            configuration.imagePadding = 4
            configuration.imagePlacement = placement
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: .zero, size: CGSize(width: 200, height: 120))
            button.layoutIfNeeded()
            return button
        }
        let title = try #require(button(.top).titleLabel).intrinsicContentSize
        let image = try #require(UIImage(systemName: "play.fill")).size
        let top = button(.top)
        #expect(close(top.intrinsicContentSize, CGSize(width: 40 + max(image.width, title.width),
                                                        height: 20 + image.height + 4 + title.height)))
        let (imageFrame, titleFrame) = (try #require(top.imageView).frame, try #require(top.titleLabel).frame)
        #expect(abs(titleFrame.minY - imageFrame.maxY - 4) < 0.001)
        #expect(abs(imageFrame.midX - 100) < 0.001 && abs(titleFrame.midX - 100) < 0.001, "each centred")
        // The group is centred vertically in the content rect (10...110).
        #expect(abs((imageFrame.minY + titleFrame.maxY) / 2 - 60) < 0.001)
        let bottom = button(.bottom)
        #expect(abs(try #require(bottom.imageView).frame.minY - (try #require(bottom.titleLabel).frame.maxY + 4)) < 0.001)
        let trailing = button(.trailing)
        #expect(close(trailing.intrinsicContentSize, top.intrinsicContentSize) == false)
        #expect(abs(try #require(trailing.imageView).frame.minX - (try #require(trailing.titleLabel).frame.maxX + 4)) < 0.001)
        let leadingRTL = button(.leading)
        leadingRTL.semanticContentAttribute = .forceRightToLeft
        leadingRTL.setNeedsLayout()
        leadingRTL.layoutIfNeeded()
        #expect(abs(try #require(leadingRTL.imageView).frame.minX - (try #require(leadingRTL.titleLabel).frame.maxX + 4)) < 0.001)
    }

    /// Apple (`UIButton.Configuration`): `subtitle` — "the text of the subtitle label"; `titlePadding` — "the
    /// distance between the title and subtitle labels"; `titleAlignment` — "the text alignment the button uses to
    /// lay out the title and subtitle".
    @Test("UIButton.Configuration.subtitle: under the title, titlePadding apart, leading beside an image, centred alone")
    func buttonSubtitle() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Play"
        configuration.subtitle = "Album · 12 songs"
        configuration.titlePadding = 4
        configuration.image = UIImage(systemName: "play.fill")
        configuration.imagePadding = 8
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let button = UIButton(configuration: configuration)
        let title = try #require(button.titleLabel).intrinsicContentSize
        let subtitleLabel = try #require(button.subtitleLabel)
        let subtitle = subtitleLabel.intrinsicContentSize
        let image = try #require(UIImage(systemName: "play.fill")).size
        #expect(subtitleLabel.text == "Album · 12 songs")
        #expect(subtitleLabel.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(close(button.intrinsicContentSize, CGSize(
            width: 20 + image.width + 8 + max(title.width, subtitle.width) + 20,
            height: 10 + max(image.height, title.height + 4 + subtitle.height) + 10)))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let titleFrame = try #require(button.titleLabel).frame
        #expect(abs(subtitleLabel.frame.minY - titleFrame.maxY - 4) < 0.001)
        #expect(subtitleLabel.frame.minX == titleFrame.minX, "leading-aligned beside the image")
        // Without an image the two lines are centred.
        configuration.image = nil
        button.configuration = configuration
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        button.layoutIfNeeded()
        let centredTitle = try #require(button.titleLabel).frame
        #expect(abs(subtitleLabel.frame.midX - 150) < 0.5 && abs(centredTitle.midX - 150) < 0.5)
        configuration.subtitle = nil
        button.configuration = configuration
        #expect(button.subtitleLabel == nil)
    }

    @Test("UITextField: rounded-rect height, and a textRect override pads both drawing and intrinsic size")
    func textFieldRects() {
        final class PaddedField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 16, dy: 10) }
            override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
        }
        let field = UITextField()
        field.placeholder = "Email"
        let plain = field.intrinsicContentSize
        field.borderStyle = .roundedRect
        let rounded = field.intrinsicContentSize
        #expect(abs(rounded.height - (plain.height + 14)) < 0.001)
        #expect(abs(rounded.width - (plain.width + 14)) < 0.001)
        let padded = PaddedField()
        padded.placeholder = "Email"
        #expect(abs(padded.intrinsicContentSize.width - (plain.width + 32)) < 0.001)
        #expect(abs(padded.intrinsicContentSize.height - (plain.height + 20)) < 0.001)
        #expect(padded.placeholderRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 50)) == CGRect(x: 16, y: 10, width: 168, height: 30))
        padded.text = "ii"
        #expect(padded.intrinsicContentSize.width < plain.width + 32)  // the text, not the placeholder, is measured
        padded.isSecureTextEntry = true
        #expect(padded.text == "ii")
    }
}

/// `UISegmentedControl`: segments, selection, widths, drawing.
@MainActor
@Suite("UISegmentedControl", .serialized)
struct SegmentedControlTests {
    @Test("Items make equal segments as wide as the widest (semibold) title plus 12 pt a side, 32 pt high; none selected")
    func intrinsicSize() {
        let control = UISegmentedControl(items: ["Posts", "Replies", "Media"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        label.text = "Replies"
        let widest = label.intrinsicContentSize.width + 24
        #expect(abs(control.intrinsicContentSize.width - 3 * widest) < 0.5)
        #expect(control.intrinsicContentSize.height == 32)
        #expect(control.frame.size == control.intrinsicContentSize, "made at its size")
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < 3 * widest)
        control.setWidth(100, forSegmentAt: 0)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        let frames = control.subviews.map(\.frame)
        #expect(frames.first?.width == 100)
        #expect(abs((frames.last?.maxX ?? 0) - 300) < 0.001, "the others share the rest")
    }

    @Test("A tap selects, runs the segment's action and sends valueChanged; setting the index in code sends nothing")
    func selection() {
        var actions: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "Day") { _ in actions.append("day") },
            UIAction(title: "Week") { _ in actions.append("week") },
        ])
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.selectedSegmentIndex = 0
        #expect(changes == 0)
        control.simulateTap(segmentAt: 1)
        #expect(control.selectedSegmentIndex == 1 && actions == ["week"] && changes == 1)
        control.setEnabled(false, forSegmentAt: 0)
        control.simulateTap(segmentAt: 0)
        #expect(control.selectedSegmentIndex == 1 && changes == 1, "a disabled segment ignores taps")
        control.isMomentary = true
        control.simulateTap(segmentAt: 1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && changes == 2)
        let log = capturingLayoutLog { control.selectedSegmentIndex = 7 }
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && log.count == 1)
    }

    @Test("Stretched by constraints it fills its width; the selected segment is drawn as a white pill on the grey track")
    func layoutAndDrawing() {
        UIDevice.current.simulate(.iPhone13)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.backgroundColor = .white
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        control.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(control)
        NSLayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            control.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            control.topAnchor.constraint(equalTo: root.topAnchor, constant: 14),
        ])
        root.layoutIfNeeded()
        #expect(control.frame == CGRect(x: 20, y: 14, width: 260, height: 32))
        #expect(control.subviews.map(\.frame.width) == [130, 130])
        let image = renderImage(root, scale: 2)
        let pill = rgba(image, 20 + 130 + 10, 14 + 5)       // inside the selected segment, above its title
        let track = rgba(image, 20 + 10, 14 + 5)            // inside the unselected one
        #expect(pill == [255, 255, 255, 255])
        #expect(track[0] < 250 && track[0] > 200, "\(track)")
    }
}

/// `UIStepper`: steps, limits, wrapping, taps on its halves.
@MainActor
@Suite("UIStepper", .serialized)
struct StepperTests {
    @Test("94×32 whatever its frame; taps on the halves step the value by stepValue within the limits, or wrap")
    func stepping() {
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        stepper.minimumValue = 0
        stepper.maximumValue = 3
        stepper.stepValue = 2
        var changes: [Double] = []
        stepper.addAction(UIAction { _ in changes.append(stepper.value) }, for: .valueChanged)
        stepper.simulateTap(increment: true)
        stepper.simulateTap(increment: true)
        stepper.simulateTap(increment: true)
        #expect(changes == [2, 3], "stops at the maximum, without an event there")
        stepper.wraps = true
        stepper.simulateTap(increment: true)
        #expect(stepper.value == 0)
        stepper.value = 7
        #expect(stepper.value == 3, "a value past a limit is moved to it")
        let log = capturingLayoutLog { stepper.stepValue = 0 }
        #expect(stepper.stepValue == 2 && log.count == 1)
        // In a window: a tap on the left half steps down.
        UIDevice.current.simulate(.iPhone13)
        let controller = UIViewController()
        let window = controller.shownAsWindowRoot()
        defer { window.isHidden = true }
        controller.view.addSubview(stepper)
        window.simulateTap(at: CGPoint(x: 10 + 20, y: 10 + 16))
        #expect(stepper.value == 1)
        window.simulateTap(at: CGPoint(x: 10 + 80, y: 10 + 16))
        #expect(stepper.value == 3)
    }
}
