// The pre-iOS 10 bitmap context functions, still common in drawing code: begin, draw, take the image, end.

internal import Graphics

/// Starts a bitmap context of `size` points at `scale` pixels per point (0: the main screen's) and makes it current.
/// An opaque context starts black, a transparent one clear.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let (canvasSize, pixelsPerPoint) = UIGraphicsImageRenderer.canvasGeometry(
        size, scale: scale > 0 ? scale : UIImage.currentScreenScale(), caller: "UIGraphicsBeginImageContext")
    let canvas = Canvas(size: canvasSize, scale: pixelsPerPoint, background: opaque ? .black : nil)
    UIGraphicsContextStack.push(CGContext(canvas: canvas))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`, as UIKit's.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current bitmap context's pixels as an image (nil when the current context is not a bitmap, or none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), context.canvas.kind == .image else { return nil }
    return UIImage(content: .bitmap(context.canvas.makeBitmap()), scale: CGFloat(context.canvas.scale))
}

/// Ends the context begun by `UIGraphicsBeginImageContext…`.
public func UIGraphicsEndImageContext() {
    UIGraphicsContextStack.pop()
}
