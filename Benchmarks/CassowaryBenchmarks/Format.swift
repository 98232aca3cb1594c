/// `value` with `digits` digits after the point (no Foundation needed).
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let whole = scaled / scale, fraction = scaled % scale
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    if digits > 0 {
        let f = String(fraction)
        text += "." + String(repeating: "0", count: digits - f.count) + f
    }
    return text
}

/// Three significant digits: 123, 12.3, 1.23.
func significant(_ value: Double) -> String {
    fixed(value, value >= 99.95 ? 0 : value >= 9.995 ? 1 : 2)
}

/// A duration in s, ms or µs.
func duration(_ seconds: Double) -> String {
    if seconds >= 1 { return significant(seconds) + " s" }
    if seconds >= 1e-3 { return significant(seconds * 1e3) + " ms" }
    return significant(seconds * 1e6) + " µs"
}

/// 1,000-style grouping.
func grouped(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(ch)
    }
    return out
}

/// A ratio with two significant digits below 0.1 (0.0041), else as `significant` (0.42, 1.37, 12.5).
func ratioText(_ value: Double) -> String {
    guard value > 0, value < 0.1 else { return significant(value) }
    var digits = 2
    var scaled = value * 100
    while scaled < 1 && digits < 9 {
        scaled *= 10
        digits += 1
    }
    return fixed(value, digits + 1)
}
