/// Blend modes, for `draw(in:blendMode:alpha:)` source compatibility: images are always drawn source-over here.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
