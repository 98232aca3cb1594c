// Core Graphics' path and stroke settings as Swift enums.

/// How paths are filled: nonzero winding or even-odd.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
