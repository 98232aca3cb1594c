extension UIWindow {
    /// A tap at `point` (window coordinates): the view hit there gets `touchesBegan` and then `touchesEnded`, which
    /// responders pass along the responder chain until one handles them — a control sends its actions, a table
    /// selects the row under the finger. Returns the view that was hit (nil: none).
    @discardableResult
    public func simulateTap(at point: CGPoint) -> UIView? {
        layoutIfNeeded()
        guard let view = hitTest(point, with: nil) else { return nil }
        let touch = UITouch(location: point, view: view, window: self, phase: .began)
        view.touchesBegan([touch], with: UIEvent(touches: [touch]))
        touch.phase = .ended
        view.touchesEnded([touch], with: UIEvent(touches: [touch]))
        layoutIfNeeded()
        return view
    }
}
